import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarBooking } from '../model/calendar-types.ts';
import { clampToRange, minutesAtY, minutesOf, type Scale, type Span, selectionSpan, snapToStep, timeOf } from '../model/grid-layout.ts';
import { durationOf, type GridColumn, type Placement, samePlacement, placementOf } from '../model/grid-model.ts';

/** What a press started on: a booking to move, or an empty cell to start a "Band vaqt" from. */
export type GestureTarget = { kind: 'move'; booking: CalendarBooking; column: number } | { kind: 'select'; column: number; row: number };

/** What the grid draws while a gesture runs: the booking's place if dropped now, or the cells picked so far. */
export type Preview = { kind: 'move'; booking: CalendarBooking; to: Placement } | { kind: 'select'; column: number; span: Span };

interface Options {
  columns: readonly GridColumn[];
  scale: Scale;
  /** Each column's body, in column order (hit-testing a point). */
  bodies: RefObject<Array<HTMLElement | null>>;
  scroller: RefObject<HTMLElement | null>;
  onMove: (booking: CalendarBooking, to: Placement) => void;
  onSelect: (column: GridColumn, span: Span) => void;
}

interface Gesture {
  target: GestureTarget;
  pointerId: number;
  touch: boolean;
  x: number;
  y: number;
  active: boolean;
  /** Minutes between the booking's start and the point that was grabbed, so it moves under the finger. */
  grab: number;
  timer?: ReturnType<typeof setTimeout>;
}

/** A mouse starts dragging after a few pixels; a finger must rest this long first, or it scrolls the grid. */
const MOUSE_SLOP = 4;
const TOUCH_SLOP = 8;
const LONG_PRESS_MS = 350;
const EDGE = 40;
const SCROLL_BY = 14;

/**
 * Dragging on the grid with pointer events, for the mouse and for touch alike: a booking to another time or master,
 * or a press-and-drag over empty cells of one master for a blocked time. On touch the press must rest first (a long
 * press) so that an ordinary swipe still scrolls the grid; once dragging, the page does not scroll under the finger.
 */
export function useGridGestures(options: Options) {
  const latest = useRef(options);
  latest.current = options;
  const gesture = useRef<Gesture | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const suppressClickUntil = useRef(0);
  const detach = useRef<() => void>(() => {});

  const pointAt = useCallback((clientX: number, clientY: number) => {
    const bodies = (latest.current.bodies.current ?? []).filter(Boolean) as HTMLElement[];
    if (bodies.length === 0) return null;
    const rects = bodies.map((body) => body.getBoundingClientRect());
    let column = rects.findIndex((r) => clientX >= r.left && clientX < r.right);
    if (column < 0) column = clientX < (rects[0]?.left ?? 0) ? 0 : rects.length - 1;
    const rect = rects[column] as DOMRect;
    return { column, y: clientY - rect.top };
  }, []);

  const previewAt = useCallback(
    (clientX: number, clientY: number): Preview | null => {
      const current = gesture.current;
      const point = pointAt(clientX, clientY);
      if (!current || !point) return null;
      const { columns, scale } = latest.current;
      if (current.target.kind === 'select') {
        const body = latest.current.bodies.current?.[current.target.column];
        const y = body ? clientY - body.getBoundingClientRect().top : point.y;
        return { kind: 'select', column: current.target.column, span: selectionSpan(current.target.row, minutesAtY(y, scale), scale.step) };
      }
      const { booking } = current.target;
      const column = columns[point.column];
      if (!column) return null;
      const length = durationOf(booking);
      const pointed = scale.range.start + (point.y / scale.rowHeight) * scale.step;
      const start = clampToRange(snapToStep(pointed - current.grab, scale.range, scale.step), scale.range, length);
      return { kind: 'move', booking, to: { staffId: column.staffId, date: column.date, start: timeOf(start) } };
    },
    [pointAt],
  );

  const autoScroll = useCallback((clientX: number, clientY: number) => {
    const scroller = latest.current.scroller.current;
    if (!scroller) return;
    const r = scroller.getBoundingClientRect();
    if (clientY > r.bottom - EDGE) scroller.scrollTop += SCROLL_BY;
    else if (clientY < r.top + EDGE) scroller.scrollTop -= SCROLL_BY;
    if (clientX > r.right - EDGE) scroller.scrollLeft += SCROLL_BY;
    else if (clientX < r.left + EDGE) scroller.scrollLeft -= SCROLL_BY;
  }, []);

  const end = useCallback(() => {
    const current = gesture.current;
    if (current?.timer) clearTimeout(current.timer);
    gesture.current = null;
    detach.current();
    detach.current = () => {};
    setPreview(null);
  }, []);

  const activate = useCallback(() => {
    const current = gesture.current;
    if (!current || current.active) return;
    current.active = true;
    if (current.touch) navigator.vibrate?.(10);
    setPreview(previewAt(current.x, current.y));
  }, [previewAt]);

  const begin = useCallback(
    (event: ReactPointerEvent, target: GestureTarget) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      end();
      const touch = event.pointerType !== 'mouse' && event.pointerType !== 'pen';
      let grab = 0;
      if (target.kind === 'move') {
        const point = pointAt(event.clientX, event.clientY);
        const { scale } = latest.current;
        if (point) grab = scale.range.start + (point.y / scale.rowHeight) * scale.step - minutesOf(target.booking.start);
      }
      const current: Gesture = { target, pointerId: event.pointerId, touch, x: event.clientX, y: event.clientY, active: false, grab };
      gesture.current = current;
      if (touch) current.timer = setTimeout(activate, LONG_PRESS_MS);

      const onMove = (e: PointerEvent) => {
        if (e.pointerId !== current.pointerId || gesture.current !== current) return;
        const moved = Math.hypot(e.clientX - current.x, e.clientY - current.y);
        if (!current.active) {
          if (current.touch) {
            // The finger moved before the long press: a scroll, which the browser handles.
            if (moved > TOUCH_SLOP) end();
            return;
          }
          if (moved <= MOUSE_SLOP) return;
          current.x = e.clientX;
          current.y = e.clientY;
          activate();
          return;
        }
        e.preventDefault();
        autoScroll(e.clientX, e.clientY);
        setPreview(previewAt(e.clientX, e.clientY));
      };
      const onUp = (e: PointerEvent) => {
        if (e.pointerId !== current.pointerId || gesture.current !== current) return;
        if (current.active) {
          suppressClickUntil.current = performance.now() + 400;
          const last = previewAt(e.clientX, e.clientY);
          const { columns, onMove: move, onSelect } = latest.current;
          if (last?.kind === 'move' && current.target.kind === 'move' && !samePlacement(last.to, placementOf(current.target.booking)))
            move(current.target.booking, last.to);
          if (last?.kind === 'select') {
            const column = columns[last.column];
            if (column) onSelect(column, last.span);
          }
        }
        end();
      };
      const onCancel = (e: PointerEvent) => {
        if (e.pointerId === current.pointerId) end();
      };
      // While dragging by touch the page must not scroll: only a non-passive touchmove can stop it.
      const onTouchMove = (e: TouchEvent) => {
        if (gesture.current === current && current.active && e.cancelable) e.preventDefault();
      };
      const onKey = (e: KeyboardEvent) => {
        if (e.key === 'Escape') end();
      };
      window.addEventListener('pointermove', onMove, { passive: false });
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      window.addEventListener('touchmove', onTouchMove, { passive: false });
      window.addEventListener('keydown', onKey);
      detach.current = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        window.removeEventListener('touchmove', onTouchMove);
        window.removeEventListener('keydown', onKey);
      };
    },
    [activate, autoScroll, end, pointAt, previewAt],
  );

  useEffect(() => end, [end]);

  /** A click that ends a drag is not a tap: it must not open the booking or the new-booking dialog too. */
  const isClickAfterDrag = useCallback(() => performance.now() < suppressClickUntil.current, []);

  return { preview, begin, isClickAfterDrag };
}
