/** A backup or restore that cannot go ahead, with a Russian message for the operator. */
export class BackupError extends Error {}
