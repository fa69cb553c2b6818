import { nigerianStates } from "@/lib/nigeria";

/**
 * The options of a "State" select: an optional first choice with no value ("Choose your state", "All of Nigeria"),
 * then the 36 states and the FCT as the server's inputs accept them.
 */
export function StateOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {nigerianStates.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </>
  );
}
