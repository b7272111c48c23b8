"use client";

import { confirmTaxCountryAction, setTaxCountryAction } from "@/lib/admin/actions/tax";
import { ADMIN_TAX } from "@/lib/content/admin/tax";
import { confirmTaxCountrySchema, setTaxCountrySchema } from "@/lib/tax/schemas";

import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { TaxDecisionDialog } from "./tax-decision-dialog";

const R = ADMIN_TAX.review;

/**
 * An order's buttons in the review list: Confirm (the country decided stands; only when there is one) and Set
 * country (its VAT worked out again), each asking for a reason. `decided` is the country's name as the row shows it.
 */
export function TaxReviewActions({ orderId, receipt, decided }: { orderId: string; receipt: string; decided: string | null }) {
  const done = (message: string) => toast.success(message);
  const confirm = useDialogForm({
    schema: confirmTaxCountrySchema,
    defaultValues: { orderId, reason: "" },
    submit: confirmTaxCountryAction,
    onSuccess: () => done(R.confirm.done(receipt)),
  });
  const set = useDialogForm({
    schema: setTaxCountrySchema,
    defaultValues: { orderId, country: "", reason: "" },
    submit: setTaxCountryAction,
    onSuccess: (_decision, values) => done(R.set.done(receipt, values.country)),
  });
  const common = { reason: R.reason, cancel: R.cancel };
  return (
    <div className="flex flex-wrap items-center gap-1">
      {decided ? (
        <TaxDecisionDialog
          id={`tax-confirm-${orderId}`}
          texts={{
            ...common,
            ...R.confirm,
            triggerLabel: R.confirm.triggerLabel(receipt),
            title: R.confirm.title(receipt),
            description: R.confirm.description(decided),
          }}
          dialog={confirm.dialog}
          reason={confirm.form.register("reason")}
          errors={{ reason: confirm.form.formState.errors.reason?.message }}
          submitting={confirm.submitting}
        />
      ) : null}
      <TaxDecisionDialog
        id={`tax-set-${orderId}`}
        texts={{ ...common, ...R.set, triggerLabel: R.set.triggerLabel(receipt), title: R.set.title(receipt) }}
        dialog={set.dialog}
        reason={set.form.register("reason")}
        country={{ field: set.form.register("country"), label: R.set.country, hint: R.set.countryHint }}
        errors={{ reason: set.form.formState.errors.reason?.message, country: set.form.formState.errors.country?.message }}
        submitting={set.submitting}
      />
    </div>
  );
}
