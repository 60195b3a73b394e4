import { zodResolver } from '@hookform/resolvers/zod';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFieldArray, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { Checkbox, CheckboxGroup, RadioGroup } from '@/components/form/choices';
import { Field } from '@/components/form/field';
import { Form, useAppForm } from '@/components/form/form';
import { fieldId } from '@/components/form/form-context';
import { flattenErrors, FormErrorSummary } from '@/components/form/form-error-summary';
import { DateInput, Select, TextArea, TextInput } from '@/components/form/inputs';
import { toSelectOptions } from '@/components/form/select-options';
import { applyServerErrors, serverFieldErrors } from '@/components/form/server-errors';
import { ApiError } from '@/lib/api-client';
import { IntlWrapper, renderWithIntl } from '@/testing/intl';

/** A small request-like form: a nested group, a field array, choices and a date. */
const schema = z.object({
  projectTitle: z.string().min(1, 'Enter the project title.'),
  summary: z.string().max(20, 'Keep the summary to 20 characters.'),
  principalInvestigator: z.object({
    email: z.email('Enter the investigator’s email address.'),
    organizationType: z.string().min(1, 'Select the organization type.'),
  }),
  datasets: z.array(z.object({ reason: z.string().min(1, 'Say why you need this dataset.') })),
  duration: z.enum(['12', '24'], { message: 'Choose a duration.' }),
  uses: z.array(z.string()).min(1, 'Choose at least one use.'),
  startDate: z.string().min(1, 'Enter a start date.'),
  consent: z.boolean().refine((value) => value, 'Confirm the terms.'),
});

type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const EMPTY: DefaultValues<Values> = {
  projectTitle: '',
  summary: '',
  principalInvestigator: { email: '', organizationType: '' },
  datasets: [{ reason: '' }, { reason: '' }],
  duration: undefined,
  uses: [],
  startDate: '',
  consent: false,
};

const TYPES = [
  { value: 'academic', label: 'Academic' },
  { value: 'industry', label: 'Industry' },
];

function RequestLikeForm({
  onSubmit = vi.fn(),
  onForm,
}: {
  onSubmit?: (values: Output) => void | Promise<void>;
  onForm?: (form: ReturnType<typeof useAppForm<Values, unknown, Output>>) => void;
}) {
  const form = useAppForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const datasets = useFieldArray({ control: form.control, name: 'datasets' });
  onForm?.(form);
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="request" aria-label="Request">
      <TextInput name="projectTitle" label="Project title" hint="As on your protocol." required autoComplete="off" />
      <TextArea name="summary" label="Summary" maxLength={20} showCount />
      <TextInput
        name="principalInvestigator.email"
        type="email"
        label="Investigator email"
        autoComplete="email"
        required
      />
      <Select name="principalInvestigator.organizationType" label="Organization type" options={TYPES} required />
      {datasets.fields.map((item, index) => (
        <TextArea key={item.id} name={`datasets.${index}.reason`} label={`Reason for dataset ${index + 1}`} />
      ))}
      <RadioGroup
        name="duration"
        legend="Duration"
        hint="In months."
        options={[
          { value: '12', label: '12 months' },
          { value: '24', label: '24 months', hint: 'Needs a renewal after a year.' },
        ]}
        required
      />
      <CheckboxGroup
        name="uses"
        legend="Uses"
        options={[
          { value: 'research', label: 'Research' },
          { value: 'teaching', label: 'Teaching' },
        ]}
      />
      <DateInput name="startDate" label="Start date" min="2026-01-01" />
      <Checkbox name="consent" label="I accept the terms" required />
      <button type="submit">Send</button>
    </Form>
  );
}

const setup = () => userEvent.setup({ delay: null });

describe('form fields', () => {
  it('tie label, hint and error to the control and pass autocomplete through', async () => {
    const user = setup();
    renderWithIntl(<RequestLikeForm />);

    const title = screen.getByRole('textbox', { name: /^Project title/ });
    expect(title).toHaveAttribute('id', 'request-project-title');
    expect(title).toHaveAttribute('autocomplete', 'off');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).toHaveAccessibleDescription('As on your protocol.');
    expect(title).not.toHaveAttribute('aria-invalid');

    await user.click(title);
    await user.tab();

    // Validation on blur settles after the event (the form library validates asynchronously).
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('As on your protocol. There is a problem:Enter the project title.');
    const email = screen.getByRole('textbox', { name: /Investigator email/ });
    expect(email).toHaveAttribute('id', 'request-principal-investigator-email');
    expect(email).toHaveAttribute('autocomplete', 'email');
  });

  it('name radio and checkbox groups by their legend and describe the group', async () => {
    const user = setup();
    renderWithIntl(<RequestLikeForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const duration = await screen.findByRole('radiogroup', { name: /^Duration/ });
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    expect(duration).toHaveAccessibleDescription('In months. There is a problem:Choose a duration.');
    expect(within(duration).getByRole('radio', { name: '24 months' })).toHaveAccessibleDescription(
      'Needs a renewal after a year.',
    );
    const uses = screen.getByRole('group', { name: 'Uses' });
    expect(within(uses).getByRole('checkbox', { name: 'Research' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('type', 'date');
  });

  it('count characters against the limit and say when it is passed', async () => {
    const user = setup();
    renderWithIntl(<RequestLikeForm />);
    const summary = screen.getByRole('textbox', { name: 'Summary' });
    expect(summary).toHaveAccessibleDescription('You have 20 characters remaining');
    expect(summary).not.toHaveAttribute('maxlength');

    await user.type(summary, 'A study of 25 letters.');

    expect(summary).toHaveAccessibleDescription('You have 2 characters too many');
  });

  it('wire a custom control through <Field> the same way', async () => {
    function Custom() {
      const form = useAppForm<{ files: string }>({ defaultValues: { files: '' } });
      const [, rerender] = useState(0);
      return (
        <Form form={form} onSubmit={vi.fn()} idPrefix="upload">
          <Field name="files" label="Files" hint="PDF only." required>
            {(control) => <input {...control} type="file" />}
          </Field>
          <button
            type="button"
            onClick={() => {
              form.setError('files', { type: 'server', message: 'Upload failed.' });
              rerender(1);
            }}
          >
            Fail
          </button>
        </Form>
      );
    }
    const user = setup();
    renderWithIntl(<Custom />);
    const input = screen.getByLabelText(/^Files/);
    expect(input).toHaveAttribute('id', 'upload-files');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF only. There is a problem:Upload failed.');
  });
});

describe('FormErrorSummary', () => {
  it('appears on submit with every error in page order, takes focus, and its links focus the fields', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    renderWithIntl(<RequestLikeForm onSubmit={onSubmit} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter the project title.', '#request-project-title'],
      ['Enter the investigator’s email address.', '#request-principal-investigator-email'],
      ['Select the organization type.', '#request-principal-investigator-organization-type'],
      ['Say why you need this dataset.', '#request-datasets-0-reason'],
      ['Say why you need this dataset.', '#request-datasets-1-reason'],
      ['Choose a duration.', '#request-duration'],
      ['Choose at least one use.', '#request-uses'],
      ['Enter a start date.', '#request-start-date'],
      ['Confirm the terms.', '#request-consent'],
    ]);

    await user.click(links[4] as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Reason for dataset 2' })).toHaveFocus();
    await user.click(links[5] as HTMLElement);
    expect(screen.getByRole('radio', { name: '12 months' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the errors of some fields only, when a step validates itself', async () => {
    function Step() {
      const form = useAppForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: EMPTY });
      const [attempt, setAttempt] = useState(0);
      const names = ['principalInvestigator'];
      return (
        <Form form={form} onSubmit={vi.fn()} idPrefix="step" summary={false}>
          <FormErrorSummary names={names} attempt={attempt} title="Check the investigator" />
          <TextInput name="projectTitle" label="Project title" />
          <TextInput name="principalInvestigator.email" label="Investigator email" />
          <Select name="principalInvestigator.organizationType" label="Organization type" options={TYPES} />
          <button
            type="button"
            onClick={() => void form.trigger(['principalInvestigator']).then(() => setAttempt((n) => n + 1))}
          >
            Next
          </button>
        </Form>
      );
    }
    const user = setup();
    renderWithIntl(<Step />);

    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert', { name: 'Check the investigator' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter the investigator’s email address.', 'Select the organization type.']);
  });
});

describe('applyServerErrors', () => {
  const validationError = (errors: unknown[]) =>
    new ApiError({ status: 400, name: 'ValidationError', message: '2 errors occurred', details: { errors } });

  it("puts Strapi's details.errors on the fields, nested paths too, and returns the rest", async () => {
    const user = setup();
    let placed: ReturnType<typeof applyServerErrors> | null = null;
    const onSubmit = vi.fn();
    let form: UseFormReturn<Values, unknown, Output> | null = null;
    renderWithIntl(<RequestLikeForm onSubmit={onSubmit} onForm={(value) => (form = value)} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    const error = validationError([
      { path: ['principalInvestigator', 'email'], message: 'This address bounced.', name: 'ValidationError' },
      { path: ['datasets', 1, 'reason'], message: 'Too vague.', name: 'ValidationError' },
      { path: ['notAField'], message: 'Something else is wrong.', name: 'ValidationError' },
      { path: [], message: 'The request is closed.', name: 'ValidationError' },
    ]);
    placed = applyServerErrors(form!, error, { message: (path, text) => `${text} (${path})` });

    expect(placed).toEqual({
      fields: ['principalInvestigator.email', 'datasets.1.reason'],
      unmapped: ['Something else is wrong.', 'The request is closed.'],
    });
    const email = screen.getByRole('textbox', { name: /Investigator email/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'There is a problem:This address bounced. (principalInvestigator.email)',
      ),
    );
    expect(screen.getByRole('link', { name: 'Too vague. (datasets.1.reason)' })).toHaveAttribute(
      'href',
      '#request-datasets-1-reason',
    );
  });

  it('places nothing for errors that are not validation errors', () => {
    const { result } = renderHook(() => useAppForm<{ email: string }>({ defaultValues: { email: '' } }), {
      wrapper: IntlWrapper,
    });
    const form = result.current;
    const rateLimited = new ApiError({ status: 429, name: 'RateLimitError', message: 'Too many', details: {} });

    expect(applyServerErrors(form, rateLimited)).toEqual({ fields: [], unmapped: [] });
    expect(applyServerErrors(form, new Error('offline'))).toEqual({ fields: [], unmapped: [] });
    expect(form.getFieldState('email').error).toBeUndefined();
  });

  it('reads only well-formed entries of details.errors', () => {
    expect(
      serverFieldErrors(
        validationError([
          { path: ['email'], message: 'Email taken', name: 'ValidationError' },
          { path: ['datasets', 0, 'title'], message: 'Required' },
          { path: [], message: 'General' },
          { message: 42 },
          'nonsense',
        ]),
      ),
    ).toEqual([
      { path: 'email', message: 'Email taken' },
      { path: 'datasets.0.title', message: 'Required' },
      { path: '', message: 'General' },
    ]);
  });
});

describe('helpers', () => {
  it('derive control ids from registered names', () => {
    expect(fieldId('profile', 'firstName')).toBe('profile-first-name');
    expect(fieldId('request', 'principalInvestigator.email')).toBe('request-principal-investigator-email');
    expect(fieldId('request', 'datasets.12.reason')).toBe('request-datasets-12-reason');
  });

  it('flatten nested and array errors, leaving out form-level ones', () => {
    expect(
      flattenErrors({
        root: { type: 'server', message: 'Form-level' },
        email: { type: 'required', message: 'Enter an email.' },
        principalInvestigator: { lastName: { type: 'too_small', message: 'Enter a last name.' } },
        datasets: Object.assign([undefined, { reason: { type: 'custom', message: 'Why?' } }], {
          root: { type: 'too_small', message: 'Add a dataset.' },
        }),
      }),
    ).toEqual([
      { name: 'email', message: 'Enter an email.' },
      { name: 'principalInvestigator.lastName', message: 'Enter a last name.' },
      { name: 'datasets.1.reason', message: 'Why?' },
      { name: 'datasets', message: 'Add a dataset.' },
    ]);
  });

  it("match a stored organization type to the content's option whatever its case (no second 'Academic')", () => {
    expect(toSelectOptions(TYPES, 'Academic')).toEqual({ options: TYPES, value: 'academic' });
    expect(toSelectOptions(TYPES, 'industry').value).toBe('industry');
    expect(toSelectOptions(TYPES, null)).toEqual({ options: TYPES, value: '' });
    expect(toSelectOptions(TYPES, 'Charity')).toEqual({
      options: [...TYPES, { value: 'Charity', label: 'Charity' }],
      value: 'Charity',
    });
    expect(toSelectOptions([...TYPES, { value: 'academic', label: 'Academic' }]).options).toEqual(TYPES);
  });
});
