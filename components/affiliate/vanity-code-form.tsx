"use client";

import { useWatch } from "react-hook-form";

import { requestVanityCodeAction } from "@/lib/affiliates/actions/portal";
import { requestVanityCodeSchema } from "@/lib/affiliates/schemas";
import { AFFILIATE_PORTAL } from "@/lib/content/affiliate-portal";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";

import { CodeInput } from "@/components/forms/code-input";
import { useServerForm } from "@/components/forms/use-server-form";

const P = AFFILIATE_PORTAL.vanity;

/** "Ask for a vanity code": the code is cleaned as it is typed (A-Z and 0-9 only, upper case, 20 at most), then asked for. */
export function VanityCodeForm() {
  const { form, onSubmit, submitting } = useServerForm({
    schema: requestVanityCodeSchema,
    defaultValues: { code: "" },
    submit: requestVanityCodeAction,
    onSuccess: (request) => {
      form.reset({ code: "" });
      toast.success(P.sent(request.code));
    },
  });
  const code = useWatch({ control: form.control, name: "code" });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex max-w-md flex-col gap-3">
      <Field id="vanity-code" label={P.label} hint={P.hint} error={form.formState.errors.code?.message}>
        <CodeInput field={form.register("code")} placeholder={P.placeholder} spellCheck={false} />
      </Field>
      <Button type="submit" disabled={submitting || !code} className="self-start">
        {submitting ? P.submitting : P.submit}
      </Button>
    </form>
  );
}
