/** Spec §9: training languages. HM is Hmong (Hmoob). */
export const trainingLanguages = ["EN", "ES", "HM"] as const;
export type TrainingLanguage = (typeof trainingLanguages)[number];

export const languageNames: Record<TrainingLanguage, string> = { EN: "English", ES: "Español", HM: "Hmoob" };

/** Where a session was taken: a worker's phone or a shared station (kiosk). */
export const trainingDevices = ["phone", "station"] as const;
export type TrainingDevice = (typeof trainingDevices)[number];
export const deviceLabels: Record<TrainingDevice, string> = { phone: "Phone", station: "Station" };
