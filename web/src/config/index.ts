/** App-wide constants (spec.md section 9) that are not validation rules. Rules live in `@qabul/api/schemas`. */
export const appConfig = {
  toastDurationMs: 5000,
  sampleCardIntervalMs: 3000,
  startParamRecheckMs: 1000,
  /** Dashboard calendar grid is 09:00-17:00; the availability editor offers 09:00-19:30. */
  availabilityGrid: { from: '09:00', to: '19:30', stepMinutes: 30 },
  availabilityPresets: [
    { from: '09:00', to: '17:00' },
    { from: '10:00', to: '18:00' },
    { from: '08:00', to: '20:00' },
  ],
} as const;
