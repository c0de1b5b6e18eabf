// The steps after the first one, split from the public page's first screen and fetched right after it renders.
export { CalendarStep } from './CalendarStep.tsx';
export { MasterStep } from './MasterStep.tsx';
export { SuccessStep } from './SuccessStep.tsx';
export { TimeSlotStep } from './TimeSlotStep.tsx';
