/** The part of the Storage API the landing's result handoff uses (the tab's session storage in the browser). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
