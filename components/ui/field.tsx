import { cloneElement, type ReactElement, type ReactNode } from "react";

const LABELS = {
  /** Public forms and the sign-in form. */
  strong: "text-sm font-medium text-zinc-200",
  /** The admin screens' forms. */
  muted: "text-sm text-zinc-300",
  /** The resend form, straight on the page. */
  page: "text-sm font-semibold text-zinc-100",
  /** Named for screen readers only, where the placeholder and the button say what the field is. */
  hidden: "sr-only",
} as const;

const LAYOUTS = {
  /** Label above a full-width control. */
  stacked: { wrapper: undefined, control: "mt-1 block w-full", note: "mt-1" },
  /** Label above a control as wide as its content, in a row of controls. */
  inline: { wrapper: undefined, control: "mt-1 block", note: "mt-1" },
  /** A full-width control under a hidden label, its width set by the wrapper's className. */
  bare: { wrapper: undefined, control: "block w-full", note: "mt-1" },
  /** Label, control and message spaced by the wrapper's gap. */
  gap: { wrapper: "flex flex-col gap-2", control: "", note: "" },
} as const;

type ControlProps = { id?: string; className?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/**
 * A labelled form control with its hint or, once there is one, its error
 * message in place of the hint. The control (one Input, Textarea or Select)
 * gets the id, `aria-invalid` and `aria-describedby` pointing at the message.
 */
export function Field({
  id,
  label,
  hint,
  error,
  labelTone = "strong",
  layout = "stacked",
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  labelTone?: keyof typeof LABELS;
  layout?: keyof typeof LAYOUTS;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const look = LAYOUTS[layout];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control = cloneElement(children, {
    id,
    className: `${look.control} ${children.props.className ?? ""}`.trim(),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : hint ? hintId : undefined,
  });
  return (
    <div className={[look.wrapper, className].filter(Boolean).join(" ") || undefined}>
      <label htmlFor={id} className={LABELS[labelTone]}>
        {label}
      </label>
      {control}
      {error ? (
        <p id={errorId} className={`${look.note} text-sm text-red-400`.trim()}>
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className={`${look.note} text-xs text-zinc-400`.trim()}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
