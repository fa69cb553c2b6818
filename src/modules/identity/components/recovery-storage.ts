/**
 * The session-storage records of the recovery flow (spec section 3): the otp record {username, type} and the
 * user record {email, phone} (masked by the server). They live for the tab only and are cleared after a reset.
 */
export interface OtpRecord {
  username: string;
  type: "ResetPassword" | "VerifyAccount";
}

export interface UserRecord {
  email: string | null;
  phone: string | null;
}

const OTP_KEY = "market.otp";
const USER_KEY = "market.user";

function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be blocked (private mode); the OTP step then reports "OTP type not found".
  }
}

export const recoveryStorage = {
  readOtp(): OtpRecord | null {
    const record = read<Partial<OtpRecord>>(OTP_KEY);
    return record && typeof record.username === "string" && record.username && record.type
      ? (record as OtpRecord)
      : null;
  },
  readUser(): UserRecord | null {
    return read<UserRecord>(USER_KEY);
  },
  save(otp: OtpRecord, user: UserRecord): void {
    write(OTP_KEY, otp);
    write(USER_KEY, user);
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(OTP_KEY);
      window.sessionStorage.removeItem(USER_KEY);
    } catch {}
  },
};
