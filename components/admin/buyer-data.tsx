"use client";

import { useRef } from "react";

import { useWatch } from "react-hook-form";

import { eraseBuyerAction, exportBuyerAction } from "@/lib/admin/actions/buyers";
import { buyerEmailSchema } from "@/lib/admin/schemas";
import { ADMIN_BUYERS as T } from "@/lib/content/admin/buyers";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

function download(data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  Object.assign(document.createElement("a"), { href: url, download: `buyer-data-${new Date().toISOString().slice(0, 10)}.json` }).click();
  URL.revokeObjectURL(url);
}

/**
 * The data rights /privacy promises: export everything stored about a buyer
 * (by the e-mail they used) as JSON, or erase their personal data while the
 * order records the accounts need, and their whitelist entry, stay.
 */
export function BuyerData() {
  // Which of the two buttons sent the form.
  const intent = useRef<"export" | "erase">("export");
  const { form, onSubmit, submitting } = useServerForm({
    schema: buyerEmailSchema,
    defaultValues: { email: "" },
    submit: async (values): Promise<{ ok: true; data: unknown } | { ok: false; error: string; fieldErrors?: Record<string, string> }> =>
      intent.current === "export" ? exportBuyerAction(values) : eraseBuyerAction(values),
    onSuccess: (data) => {
      if (intent.current === "export") {
        toast.success(T.exported);
        download(data);
      } else {
        toast.success(T.erased);
      }
    },
  });
  const email = useWatch({ control: form.control, name: "email" });
  const blank = !email?.trim();

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-3">
      <p className="text-sm text-zinc-300">{T.intro}</p>
      <Field id="buyer-email" label={T.email} labelTone="muted" error={form.formState.errors.email?.message}>
        <Input type="email" maxLength={254} {...form.register("email")} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="outline" disabled={submitting || blank} onClick={() => (intent.current = "export")}>
          {T.export}
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={submitting || blank}
          onClick={(event) => {
            intent.current = "erase";
            if (!window.confirm(T.eraseConfirm(form.getValues("email")))) event.preventDefault();
          }}
        >
          {T.erase}
        </Button>
      </div>
    </form>
  );
}
