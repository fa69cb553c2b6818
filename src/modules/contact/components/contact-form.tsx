"use client";
import { contactTopics } from "@/modules/contact/contact-topics";
import type { ContactMessage, ContactMessageInput } from "@/modules/contact/contact.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { ReceiptPanel } from "@/ui/forms/receipt-panel";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm, useGraphQLForm } from "@/ui/forms/use-graphql-form";
import { useLazyForm } from "@/ui/forms/use-lazy-form";
import { graphql } from "@/ui/graphql-documents";

const SUBMIT_CONTACT = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) { status message reference }
  }
`);

export function ContactForm() {
  const form = useLazyForm<ContactMessageInput, ContactMessage>({
    schema: () => import("@/modules/contact/contact.inputs").then((m) => m.contactMessageInput),
    defaultValues: { name: "", email: "", phone: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, result, reset } = useGraphQLForm({
    mutation: SUBMIT_CONTACT,
    setError: form.setError,
    pick: (data) => data.submitContactMessage,
  });

  return (
    <>
      {/* Outside the branches, so the form's state survives the receipt and "Send another message". */}
      {form.engine}
      {result ? (
        <ReceiptPanel
          message={result.message ?? ""}
          reference={result.reference ?? ""}
          againLabel="Send another message"
          onAgain={() => {
            form.reset();
            reset();
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(submit, notifyInvalidForm)}
          {...form.formProps}
          className="space-y-4"
        >
          <Field id="contact-name" label="Your name" error={errors.name?.message}>
            <input
              {...form.register("name")}
              {...describedBy("contact-name", errors.name?.message)}
              autoComplete="name"
              maxLength={80}
              className={controlClass}
            />
          </Field>
          <Field id="contact-email" label="Email" error={errors.email?.message}>
            <input
              {...form.register("email")}
              {...describedBy("contact-email", errors.email?.message)}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              className={controlClass}
            />
          </Field>
          <Field
            id="contact-phone"
            label="Phone (optional)"
            hint="So we can call you back, e.g. 0803 123 4567"
            error={errors.phone?.message}
          >
            <input
              {...form.register("phone")}
              {...describedBy("contact-phone", errors.phone?.message, "hint")}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              className={controlClass}
            />
          </Field>
          <Field id="contact-topic" label="Topic" error={errors.topic?.message}>
            <select
              {...form.register("topic")}
              {...describedBy("contact-topic", errors.topic?.message)}
              className={controlClass}
            >
              <option value="">Choose a topic</option>
              {contactTopics.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {topic.label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="contact-message"
            label="Message"
            hint="If it is about a listing or a seller, paste the page's address."
            error={errors.message?.message}
          >
            <textarea
              {...form.register("message")}
              {...describedBy("contact-message", errors.message?.message, "hint")}
              rows={6}
              maxLength={2000}
              className={controlClass}
            />
          </Field>
          <SubmitButton pending={isSubmitting}>Send message</SubmitButton>
        </form>
      )}
    </>
  );
}
