import type { TrainingModuleInput } from "../../../domain/schemas/training";

/** Demo library, part B: allergen changeover, cold chain, forklift and glass/brittle plastic (EN, ES). */
export const allergenModule: TrainingModuleInput = {
  title: "Allergen Changeover & Cleaning Validation",
  description:
    "Line changeover from allergen-containing products: clean-down, inspection, validation swabs and label checks.",
  clauses: ["P.05.01", "1.12.01"],
  languages: ["EN", "ES"],
  durationMinutes: 20,
  minimumMinutes: 15,
  passMark: 65,
  answerKey: [1, 0, 2],
  content: {
    EN: {
      sections: [
        {
          heading: "Why changeovers matter",
          body: "Tree nuts and sesame are handled on line 2 for the trail-mix salad kits. A trace left on belts, hoppers or scales can cause a severe reaction in a consumer who never bought a nut product.",
        },
        {
          heading: "The changeover steps",
          body: "1) Run the line empty and remove all allergen product and packaging. 2) Dry-clean debris, then wash, rinse and sanitise every product-contact surface on the changeover checklist. 3) A second person inspects with a flashlight. 4) QA takes the allergen protein swab; the line stays on hold until the swab is negative.",
        },
        {
          heading: "Labels and records",
          body: "Before restarting, check that the label on the first cases matches the product now running and remove all labels from the previous run. Sign the changeover record with time and your initials; QA verifies it.",
        },
      ],
      questions: [
        {
          prompt: "When may the line restart after an allergen changeover?",
          options: [
            "As soon as it looks clean",
            "When the allergen swab result is negative and QA releases it",
            "After 30 minutes",
          ],
        },
        {
          prompt: "Who inspects the line after cleaning?",
          options: ["A second person, not the one who cleaned", "Nobody, the checklist is enough", "The next shift"],
        },
        {
          prompt: "What do you do with labels from the previous run?",
          options: [
            "Keep them on the line for later",
            "Put them in your pocket",
            "Remove them from the line before restarting",
          ],
        },
      ],
    },
    ES: {
      title: "Cambio de alérgenos y validación de limpieza",
      description:
        "Cambio de línea después de productos con alérgenos: limpieza, inspección, hisopos de validación y revisión de etiquetas.",
      sections: [
        {
          heading: "Por qué importan los cambios de línea",
          body: "En la línea 2 se manejan nueces y ajonjolí para los kits de ensalada. Un rastro en bandas, tolvas o básculas puede causar una reacción grave a un consumidor que nunca compró un producto con nueces.",
        },
        {
          heading: "Los pasos del cambio",
          body: "1) Vacíe la línea y retire todo el producto y empaque con alérgeno. 2) Quite los residuos en seco y luego lave, enjuague y desinfecte cada superficie de contacto de la lista. 3) Una segunda persona inspecciona con linterna. 4) Calidad toma el hisopo de proteína alergénica; la línea queda retenida hasta que el resultado sea negativo.",
        },
        {
          heading: "Etiquetas y registros",
          body: "Antes de arrancar, revise que la etiqueta de las primeras cajas corresponda al producto que corre y retire todas las etiquetas de la corrida anterior. Firme el registro del cambio con la hora y sus iniciales; Calidad lo verifica.",
        },
      ],
      questions: [
        {
          prompt: "¿Cuándo puede arrancar la línea después de un cambio por alérgenos?",
          options: [
            "En cuanto se vea limpia",
            "Cuando el hisopo de alérgeno sale negativo y Calidad la libera",
            "Después de 30 minutos",
          ],
        },
        {
          prompt: "¿Quién inspecciona la línea después de la limpieza?",
          options: ["Una segunda persona, no quien limpió", "Nadie, basta con la lista", "El siguiente turno"],
        },
        {
          prompt: "¿Qué hace con las etiquetas de la corrida anterior?",
          options: [
            "Las deja en la línea para después",
            "Las guarda en su bolsillo",
            "Las retira de la línea antes de arrancar",
          ],
        },
      ],
    },
  },
};

export const coldChainModule: TrainingModuleInput = {
  title: "Cold Chain & Temperature Monitoring",
  description:
    "Keeping produce cold from receiving to shipping: pulp temperatures, cooler logs, calibrated thermometers and loading.",
  clauses: ["C.01.01", "C.04.02", "6.01.03"],
  languages: ["EN", "ES"],
  durationMinutes: 15,
  minimumMinutes: 10,
  passMark: 75,
  answerKey: [2, 1, 0, 1],
  content: {
    EN: {
      sections: [
        {
          heading: "Targets",
          body: "Leafy greens are held at 34–38 °F; tomatoes and peppers at 50–55 °F (they suffer chilling injury below). Cooler temperatures are logged every 4 hours and the data logger alarms above the limit.",
        },
        {
          heading: "Checking temperatures",
          body: "Take pulp temperatures with the probe thermometer assigned to your area. Check it in ice water (32 °F ± 1) at the start of each shift and record the check; a thermometer that fails goes to QA, not back on the hook.",
        },
        {
          heading: "Loading and excursions",
          body: "Pre-cool trailers to set point and check the reefer before loading. Keep dock doors closed and load quickly. If product is out of range, do not ship it: place it on hold and tell QA, who decide on the corrective action.",
        },
      ],
      questions: [
        { prompt: "At what temperature are leafy greens held?", options: ["50–55 °F", "Room temperature", "34–38 °F"] },
        {
          prompt: "How do you check a probe thermometer each shift?",
          options: ["Compare it with a coworker's", "In ice water: it should read 32 °F ± 1", "Shake it"],
        },
        {
          prompt: "A pallet reads above the limit at loading. What do you do?",
          options: [
            "Do not ship it: hold it and tell QA",
            "Ship it quickly",
            "Put it back in the cooler and say nothing",
          ],
        },
        {
          prompt: "How often are cooler temperatures logged?",
          options: ["Once a week", "Every 4 hours", "Only when the alarm sounds"],
        },
      ],
    },
    ES: {
      title: "Cadena de frío y monitoreo de temperatura",
      description:
        "Mantener el producto frío desde la recepción hasta el embarque: temperatura de pulpa, bitácoras de cámaras, termómetros calibrados y carga.",
      sections: [
        {
          heading: "Metas",
          body: "Las verduras de hoja se mantienen a 34–38 °F; los tomates y chiles a 50–55 °F (se dañan por frío si bajan más). La temperatura de los cuartos fríos se registra cada 4 horas y el registrador da alarma arriba del límite.",
        },
        {
          heading: "Cómo medir",
          body: "Tome la temperatura de pulpa con el termómetro asignado a su área. Verifíquelo en agua con hielo (32 °F ± 1) al inicio de cada turno y registre la verificación; un termómetro que falla se entrega a Calidad.",
        },
        {
          heading: "Carga y desviaciones",
          body: "Preenfríe los tráileres al punto fijado y revise el termo antes de cargar. Mantenga cerradas las puertas del andén y cargue rápido. Si el producto está fuera de rango no lo embarque: reténgalo y avise a Calidad, que decide la acción correctiva.",
        },
      ],
      questions: [
        {
          prompt: "¿A qué temperatura se mantienen las verduras de hoja?",
          options: ["50–55 °F", "Temperatura ambiente", "34–38 °F"],
        },
        {
          prompt: "¿Cómo verifica el termómetro cada turno?",
          options: ["Lo compara con el de un compañero", "En agua con hielo: debe marcar 32 °F ± 1", "Lo sacude"],
        },
        {
          prompt: "Una tarima marca arriba del límite al cargar. ¿Qué hace?",
          options: [
            "No la embarca: la retiene y avisa a Calidad",
            "La embarca rápido",
            "La regresa al cuarto frío y no dice nada",
          ],
        },
        {
          prompt: "¿Cada cuánto se registra la temperatura de los cuartos fríos?",
          options: ["Una vez por semana", "Cada 4 horas", "Solo cuando suena la alarma"],
        },
      ],
    },
  },
};

export const forkliftModule: TrainingModuleInput = {
  title: "Forklift Safety & Glass/Brittle Plastic",
  description:
    "Safe forklift operation around produce and people, and the glass and brittle plastic policy for the packhouse.",
  clauses: ["P.04.02", "P.01.01"],
  languages: ["EN", "ES"],
  durationMinutes: 20,
  minimumMinutes: 15,
  passMark: 65,
  answerKey: [0, 2, 1],
  content: {
    EN: {
      sections: [
        {
          heading: "Before you drive",
          body: "Only certified operators drive. Do the pre-use inspection (forks, chains, hydraulics, horn, lights, seat belt) and record it; a truck with a defect is tagged out. Propane and electric trucks only inside — no gasoline trucks in produce areas.",
        },
        {
          heading: "Around produce and people",
          body: "Walking speed in aisles, horn at intersections and doors, forks low when travelling. Never lift a person on the forks. Keep forks and pallets out of produce bins; report any hydraulic leak immediately — product under a leak is placed on hold.",
        },
        {
          heading: "Glass and brittle plastic",
          body: "Every light, gauge and plastic cover on the register is checked monthly. If anything glass or brittle plastic breaks — including a forklift light — stop, keep people away, tell your supervisor, and do not clean up yourself: QA isolates the area, holds exposed product and records the breakage.",
        },
      ],
      questions: [
        {
          prompt: "Your forklift's horn does not work at the pre-use check. What do you do?",
          options: ["Tag it out and report it", "Drive carefully without it", "Use it until the end of the shift"],
        },
        {
          prompt: "A forklift light breaks over a line. What do you do?",
          options: [
            "Sweep up the pieces quickly",
            "Keep working and report it at break",
            "Stop, keep people away and tell your supervisor",
          ],
        },
        {
          prompt: "May a person ride on the forks?",
          options: ["Yes, if they hold on", "Never", "Only to reach a light"],
        },
      ],
    },
    ES: {
      title: "Seguridad con montacargas y vidrio/plástico quebradizo",
      description:
        "Manejo seguro del montacargas cerca del producto y de las personas, y la política de vidrio y plástico quebradizo de la empacadora.",
      sections: [
        {
          heading: "Antes de manejar",
          body: "Solo operadores certificados manejan. Haga la inspección previa (uñas, cadenas, hidráulico, claxon, luces, cinturón) y regístrela; un montacargas con defecto se etiqueta fuera de servicio. Solo montacargas de gas propano o eléctricos adentro; nada de gasolina en áreas de producto.",
        },
        {
          heading: "Cerca de producto y personas",
          body: "Velocidad de caminata en los pasillos, claxon en cruces y puertas, uñas abajo al avanzar. Nunca levante a una persona en las uñas. No meta las uñas ni las tarimas en los botes de producto; reporte de inmediato cualquier fuga hidráulica: el producto debajo de una fuga se retiene.",
        },
        {
          heading: "Vidrio y plástico quebradizo",
          body: "Cada lámpara, indicador y cubierta de plástico del registro se revisa cada mes. Si algo de vidrio o plástico quebradizo se rompe —incluida una luz del montacargas— pare, aleje a las personas, avise a su supervisor y no limpie usted: Calidad aísla el área, retiene el producto expuesto y registra la rotura.",
        },
      ],
      questions: [
        {
          prompt: "En la inspección previa el claxon no funciona. ¿Qué hace?",
          options: [
            "Lo etiqueta fuera de servicio y lo reporta",
            "Maneja con cuidado sin claxon",
            "Lo usa hasta que termine el turno",
          ],
        },
        {
          prompt: "Se rompe una luz del montacargas sobre una línea. ¿Qué hace?",
          options: [
            "Barre los pedazos rápido",
            "Sigue trabajando y lo reporta en el descanso",
            "Para, aleja a las personas y avisa a su supervisor",
          ],
        },
        {
          prompt: "¿Puede una persona subirse en las uñas?",
          options: ["Sí, si se agarra", "Nunca", "Solo para alcanzar una lámpara"],
        },
      ],
    },
  },
};
