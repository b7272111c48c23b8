"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import { postFormData } from "@/lib/client/post-json";
import { ADMIN_RELEASES as R } from "@/lib/content/admin/releases";
import { MAX_RELEASE_BYTES, RELEASE_CHANNELS, RELEASE_NOTES_MAX, uploadReleaseSchema } from "@/lib/releases/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

const MAX_MB = MAX_RELEASE_BYTES / (1024 * 1024);

/**
 * Uploads a jar with its version, channel and notes to POST /api/admin/releases (a
 * route, not a server action: a jar is far over an action's body limit). The
 * server checks everything again; its field errors land under the fields.
 */
export function ReleaseUploadForm() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useServerForm({
    schema: uploadReleaseSchema,
    defaultValues: { version: "", channel: "stable", notes: "" },
    submit: async (values) => {
      if (!file) {
        setFileError(R.fileMissing);
        return { ok: false, error: R.fileMissing };
      }
      // The server refuses it too (413); this saves sending 50 MB to hear so.
      if (file.size > MAX_RELEASE_BYTES) {
        setFileError(R.fileTooLarge(MAX_MB));
        return { ok: false, error: R.fileTooLarge(MAX_MB) };
      }
      const body = new FormData();
      body.append("file", file);
      body.append("version", values.version);
      body.append("channel", values.channel);
      if (values.notes) body.append("notes", values.notes);
      const result = await postFormData<{ release: { version: string } }>("/api/admin/releases", body);
      setFileError(result.ok ? null : (result.fieldErrors?.file ?? null));
      return result;
    },
    onSuccess: (data) => {
      toast.success(R.uploaded(data.release.version));
      form.reset();
      setFile(null);
      setFileKey((key) => key + 1);
      router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-3" aria-labelledby="release-upload-heading">
      <h2 id="release-upload-heading" className="text-xl font-bold text-zinc-50">
        {R.uploadHeading}
      </h2>
      <p className="text-sm text-zinc-300">{R.intro}</p>
      <Field id="release-file" label={R.file} labelTone="muted" hint={R.fileHint(MAX_MB)} error={fileError}>
        <Input
          key={fileKey}
          type="file"
          accept=".jar,application/java-archive"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(null);
          }}
        />
      </Field>
      <Field id="release-version" label={R.version} labelTone="muted" hint={R.versionHint} error={form.formState.errors.version?.message}>
        <Input maxLength={32} autoComplete="off" {...form.register("version")} />
      </Field>
      <Field id="release-channel" label={R.channel} labelTone="muted" hint={R.channelHint} error={form.formState.errors.channel?.message}>
        <Select {...form.register("channel")}>
          {RELEASE_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {R.channels[channel]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="release-notes" label={R.notes} labelTone="muted" hint={R.notesHint(RELEASE_NOTES_MAX)} error={form.formState.errors.notes?.message}>
        <Textarea rows={4} maxLength={RELEASE_NOTES_MAX} {...form.register("notes")} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? R.uploading : R.upload}
      </Button>
    </form>
  );
}
