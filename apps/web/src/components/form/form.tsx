import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

import { FormLayerContext } from '@/components/form/form-context';
import { FormErrorSummary } from '@/components/form/form-error-summary';

import './form.css';

/**
 * The form layer: react-hook-form state, fields registered by name (nested paths and field arrays
 * included), label/hint/error wired for assistive technology, one error summary per submit, CMS
 * rules and server errors mapped onto fields. Usage:
 *
 *   const form = useAppForm<Values, unknown, Output>({ resolver, defaultValues });
 *   const onSubmit = async (values: Output) => {
 *     try { await save.mutateAsync(values); }
 *     catch (error) { setAlert(applyServerErrors(form, error).unmapped[0] ?? null); }
 *   };
 *   <Form form={form} onSubmit={onSubmit} idPrefix="request">        // summary on top by default
 *     <TextInput name="projectTitle" label={…} hint={…} required />
 *     <TextInput name="principalInvestigator.email" type="email" label={…} autoComplete="email" />
 *     {fields.map((item, i) => <TextArea key={item.id} name={`datasets.${i}.reason`} label={…} maxLength={500} showCount />)}
 *     <Select name="organizationType" options={toSelectOptions(page.organizationTypeOptions)} label={…} />
 *     <RadioGroup name="duration" options={…} legend={…} />  <CheckboxGroup name="uses" options={…} legend={…} />
 *     <Checkbox name="consent" label={…} />  <DateInput name="startDate" label={…} />
 *     <Field name="files" label={…}>{(control) => <Dropzone {...control} />}</Field>   // any custom control
 *   </Form>
 *
 * Control ids are `{idPrefix}-{name in kebab case}` (`request-principal-investigator-email`,
 * `request-datasets-0-reason`): the summary links to them and tests and e2e may use them. A
 * multi-step form passes `summary={false}` and renders `<FormErrorSummary names={stepFields}
 * attempt={n} />` in each step, validating a step with `form.trigger(stepFields)`; one that
 * submits its own way wraps its <form> in <FormScope> instead.
 */

/**
 * `useForm` with the layer's defaults: validate a field when it is left, re-validate while typing
 * once it has an error (errors go as they are fixed, and nothing moves under the pointer between
 * mousedown and click on blur), and leave focus to the error summary.
 */
export function useAppForm<Values extends FieldValues, Context = unknown, Output = Values>(
  props: UseFormProps<Values, Context, Output>,
): UseFormReturn<Values, Context, Output> {
  return useForm<Values, Context, Output>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...props,
  });
}

export type FormProps<Values extends FieldValues, Context, Output> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children'
> & {
  form: UseFormReturn<Values, Context, Output>;
  onSubmit: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values>;
  /** Prefix of every control id (unique on the page). */
  idPrefix: string;
  /** The error summary at the top, from the first submit on (default true). */
  summary?: boolean;
  children: ReactNode;
};

/**
 * The layer without its <form> element or submit handling: for a form that validates and submits
 * its own way (the multi-step request form checks one step with `trigger` on "continue").
 */
export function FormScope<Values extends FieldValues, Context, Output>({
  form,
  idPrefix,
  children,
}: {
  form: UseFormReturn<Values, Context, Output>;
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <FormLayerContext.Provider value={{ idPrefix }}>{children}</FormLayerContext.Provider>
    </FormProvider>
  );
}

export function Form<Values extends FieldValues, Context, Output>({
  form,
  onSubmit,
  onInvalid,
  idPrefix,
  summary = true,
  children,
  ...rest
}: FormProps<Values, Context, Output>) {
  return (
    <FormScope form={form} idPrefix={idPrefix}>
      <form {...rest} noValidate onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}>
        {summary ? <FormErrorSummary /> : null}
        {children}
      </form>
    </FormScope>
  );
}
