"use client";

import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";

import { resizePack } from "@/lib/client/resize-pack";
import { PACK_FORM as P } from "@/lib/content/checkout";
import { GIFT_CHECKOUT as G } from "@/lib/content/gifts";
import { GIFT_MESSAGE_MAX_LENGTH } from "@/lib/gifts/message-length";
import type { CheckoutFormValues } from "@/lib/payments/schemas";
import { MAX_PACK } from "@/lib/pricing/pack-size";

import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";

/** How many licenses: 1 is the single license's form; more make a pack, whose seats this keeps as many as the count. */
export function QuantityField({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const { setValue, getValues } = form;
  const quantity = useWatch({ control: form.control, name: "quantity" });
  function choose(next: number) {
    const fields = resizePack(getValues(), next);
    for (const [name, value] of Object.entries(fields)) setValue(name as keyof CheckoutFormValues, value);
  }
  return (
    <Field id="quantity" label={P.quantityLabel} hint={P.quantityHint}>
      <select
        className="h-11 w-28 rounded-lg border border-ink-700 bg-ink-950 px-3 text-zinc-100"
        value={quantity}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {Array.from({ length: MAX_PACK }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A pack's seats: each a Minecraft account (checked as the single license's is, each at most once) or a gift code
 * with its recipient's address if the buyer wants it e-mailed.
 */
export function PackSeats({ form, usernameMaxLength }: { form: UseFormReturn<CheckoutFormValues>; usernameMaxLength: number }) {
  const { register, formState, clearErrors } = form;
  const { fields } = useFieldArray({ control: form.control, name: "seats" });
  const seats = useWatch({ control: form.control, name: "seats" });
  return (
    <section aria-labelledby="seats-heading" className="space-y-3">
      <h3 id="seats-heading" className="text-sm font-semibold text-zinc-100">
        {P.seatsHeading}
      </h3>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const position = index + 1;
          const kind = seats[index]?.kind ?? "account";
          const errors = formState.errors.seats?.[index];
          return (
            <li key={field.id} data-testid={`seat-${position}`} className="rounded-lg border border-ink-800 p-3">
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-zinc-200">{P.seatLegend(position)}</legend>
                <div className="flex flex-wrap gap-4 text-sm text-zinc-300">
                  <label className="flex items-center gap-2">
                    <input type="radio" value="account" className="accent-brand-500" {...register(`seats.${index}.kind`)} />
                    {P.account}
                  </label>
                  <label className="flex items-center gap-2">
                    <input type="radio" value="gift" className="accent-brand-500" {...register(`seats.${index}.kind`)} />
                    {P.gift}
                  </label>
                </div>
                {kind === "account" ? (
                  <Field id={`seat-${position}-username`} label={P.usernameLabel(position)} error={errors?.username?.message}>
                    <Input
                      type="text"
                      autoComplete="off"
                      maxLength={usernameMaxLength}
                      {...register(`seats.${index}.username`, { onChange: () => clearErrors(`seats.${index}.username`) })}
                    />
                  </Field>
                ) : (
                  <>
                    <Field id={`seat-${position}-recipient`} label={P.recipientLabel(position)} hint={P.recipientHint} error={errors?.recipientEmail?.message}>
                      <Input
                        type="email"
                        autoComplete="off"
                        {...register(`seats.${index}.recipientEmail`, { onChange: () => clearErrors(`seats.${index}.recipientEmail`) })}
                      />
                    </Field>
                    <Field id={`seat-${position}-message`} label={P.messageLabel(position)} error={errors?.message?.message}>
                      <Textarea
                        rows={2}
                        maxLength={GIFT_MESSAGE_MAX_LENGTH}
                        {...register(`seats.${index}.message`, { onChange: () => clearErrors(`seats.${index}.message`) })}
                      />
                    </Field>
                    <Field id={`seat-${position}-send-at`} label={P.sendAtLabel(position)} hint={G.sendAtHint} error={errors?.sendAt?.message}>
                      <Input type="datetime-local" {...register(`seats.${index}.sendAt`, { onChange: () => clearErrors(`seats.${index}.sendAt`) })} />
                    </Field>
                  </>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
