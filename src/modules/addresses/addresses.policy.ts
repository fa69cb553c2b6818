import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { requireSignedIn, type Actor } from "@/lib/actor";
import { addresses } from "@/modules/addresses/addresses.schema";

/**
 * Who sees and changes an address: its owner, and nobody else (not staff either: nothing here needs them). Someone
 * else's address answers exactly as one that does not exist, so an id never tells whether it belongs to anyone.
 */

/** The signed-in owner of the address book being read or changed; UNAUTHENTICATED signed out. */
export function requireAddressBookOwner(actor: Actor): string {
  return requireSignedIn(actor).userId;
}

/** Every query of a person's addresses goes through this condition: their rows only. */
export function ownAddresses(userId: string): SQL {
  return eq(addresses.userId, userId);
}

/** One address, if it is this person's. */
export function ownAddress(userId: string, addressId: string): SQL {
  return and(eq(addresses.userId, userId), eq(addresses.id, addressId))!;
}
