import type { TrainingLanguage } from "@domain/training/languages";

/** The station's own words in the worker's chosen language (module content comes from the module). */
const text = {
  EN: {
    start: "Start",
    read: "Read",
    quiz: "Quiz",
    submit: "Submit answers",
    next: "Next",
    back: "Back",
    passed: "Passed",
    failed: "Not passed yet",
    retry: "Try again",
    done: "Back to my training",
    score: "Your score",
    passMark: "Pass mark",
    answerAll: "Answer every question",
  },
  ES: {
    start: "Empezar",
    read: "Leer",
    quiz: "Examen",
    submit: "Enviar respuestas",
    next: "Siguiente",
    back: "Atrás",
    passed: "Aprobado",
    failed: "Todavía no aprobado",
    retry: "Intentar de nuevo",
    done: "Volver a mi capacitación",
    score: "Su calificación",
    passMark: "Calificación mínima",
    answerAll: "Conteste todas las preguntas",
  },
  HM: {
    start: "Pib",
    read: "Nyeem",
    quiz: "Xeem",
    submit: "Xa cov lus teb",
    next: "Tom ntej",
    back: "Rov qab",
    passed: "Dhau lawm",
    failed: "Tseem tsis tau dhau",
    retry: "Sim dua",
    done: "Rov qab mus rau kuv cov kev kawm",
    score: "Koj cov qhab nia",
    passMark: "Qhab nia yuav tsum tau",
    answerAll: "Teb txhua lo lus nug",
  },
} satisfies Record<TrainingLanguage, Record<string, string>>;

export const kioskText = (language: TrainingLanguage) => text[language];
