"use client";

import { addUserAction } from "@/lib/admin/actions/users";
import { ADMIN_TOASTS } from "@/lib/content/admin/dashboard";
import { ADMIN_USERS } from "@/lib/content/admin/users";
import { addLicenseSchema } from "@/lib/licenses/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

const T = ADMIN_USERS.add;
const schema = addLicenseSchema.pick({ username: true, email: true });

/** Adds a Minecraft account to the whitelist by hand; the server looks the username up on Mojang. */
export function AddUserForm() {
  const { form, onSubmit, submitting } = useServerForm({
    schema,
    defaultValues: { username: "", email: "" },
    submit: addUserAction,
    onSuccess: () => {
      toast.success(ADMIN_TOASTS.added.title, { description: ADMIN_TOASTS.added.description });
      form.reset();
    },
    onFailure: (failure) => toast.error(ADMIN_TOASTS.addFailed, { description: failure.error }),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="add-user-heading">
      <h3 id="add-user-heading" className="text-lg font-semibold text-zinc-50">
        {T.heading}
      </h3>
      <Field id="add-username" label={T.username} labelTone="muted" error={errors.username?.message}>
        <Input required maxLength={16} {...form.register("username")} />
      </Field>
      <Field id="add-email" label={T.email} labelTone="muted" error={errors.email?.message}>
        <Input type="email" required maxLength={254} {...form.register("email")} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
