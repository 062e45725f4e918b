import { formatWhatsapp, type WizardValues } from "@chefzap/shared";
import { Controller, useFormContext } from "react-hook-form";
import { FormField } from "./form-field";

export function WizardWhatsappStep() {
  const { control } = useFormContext<WizardValues>();
  return (
    <Controller
      control={control}
      name="whatsapp"
      render={({ field, fieldState }) => (
        <FormField
          id="wizard-whatsapp"
          label="WhatsApp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(11) 99999-9999"
          autoFocus
          hint="Usado apenas para notificações importantes."
          error={fieldState.error?.message}
          {...field}
          onChange={(event) => field.onChange(formatWhatsapp(event.target.value))}
        />
      )}
    />
  );
}
