/** A versioned prompt: the version goes into logs and cached results so a wording change is traceable. */
export interface PromptTemplate<Vars extends Record<string, string>> {
  name: string;
  version: number;
  render: (vars: Vars) => string;
}

/**
 * Fills `{{name}}` placeholders. A missing variable throws rather than sending a model a prompt with a
 * hole in it.
 */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`Missing prompt variable: ${key}`);
    return value;
  });
}

export function definePrompt<Vars extends Record<string, string>>(
  name: string,
  version: number,
  template: string,
): PromptTemplate<Vars> {
  return { name, version, render: (vars) => fill(template, vars) };
}
