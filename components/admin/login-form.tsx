"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import { adminCredentialsSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/post-json";
import { ADMIN_LOGIN as L } from "@/lib/content/admin/login";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

/** Username and password, both required; the server checks them (and the lockout) and sets the session cookie. */
export function LoginForm() {
  const router = useRouter();
  // After a successful sign-in the button keeps saying so until the dashboard replaces the page.
  const [leaving, setLeaving] = useState(false);
  const { form, onSubmit, submitting } = useServerForm({
    schema: adminCredentialsSchema,
    defaultValues: { username: "", password: "" },
    submit: (credentials) => postJson<{ redirectTo: string }>("/api/admin/login", credentials),
    onSuccess: ({ redirectTo }) => {
      setLeaving(true);
      toast.success(L.success.title);
      router.replace(redirectTo);
      router.refresh();
    },
    // A lockout says so; any other refusal is the spec's one message, whichever part was wrong.
    onFailure: (failure) => toast.error(L.failed.title, { description: failure.status === 429 ? failure.error : L.failed.description }),
  });
  const { errors } = form.formState;
  const busy = submitting || leaving;

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Field id="admin-username" label={L.username} error={errors.username?.message}>
        <Input required autoComplete="username" maxLength={64} inputSize="lg" {...form.register("username")} />
      </Field>
      <Field id="admin-password" label={L.password} error={errors.password?.message}>
        <Input type="password" required autoComplete="current-password" maxLength={200} inputSize="lg" {...form.register("password")} />
      </Field>
      <Button type="submit" size="tall" disabled={busy} className="w-full">
        {busy ? L.submitting : L.submit}
      </Button>
    </form>
  );
}
