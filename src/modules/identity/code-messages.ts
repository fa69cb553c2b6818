import type { CodePurpose } from "@/modules/identity/one-time-code.service";

/** The words of the e-mails and SMS that carry one-time codes. */
export function codeMessage(purpose: CodePurpose, code: string, appUrl: string) {
  const warning = "Never share this code. Oja staff will never ask for it.";
  if (purpose === "RESET_PASSWORD") {
    return {
      subject: "Your Oja password reset code",
      sms: `Your Oja password reset code is ${code}. It expires in 10 minutes. ${warning}`,
      text: `Use this code to reset your Oja password: ${code}\n\nIt expires in 10 minutes. If you did not ask to reset your password, ignore this e-mail: your password stays the same.\n\n${warning}`,
    };
  }
  const link = `${appUrl}/auth/signup?code=${code}`;
  return {
    subject: "Verify your Oja account",
    sms: `Your Oja verification code is ${code}. It expires in 10 minutes. ${warning}`,
    text: `Welcome to Oja. Your verification code is ${code}\n\nOr open this link while signed in: ${link}\n\nIt expires in 10 minutes. ${warning}`,
  };
}

/** "ada@gmail.com" → "a***@gmail.com"; "+2348031234567" → "+234803****567". */
export function maskUsername(username: string): string {
  if (username.includes("@")) {
    const [local = "", domain = ""] = username.split("@");
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return username.length > 10 ? `${username.slice(0, 7)}****${username.slice(-3)}` : "****";
}
