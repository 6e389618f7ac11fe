import type { TrainingModuleInput } from "../../../domain/schemas/training";

/** Demo library, part A: hygiene, harvest sanitation and pest sightings (EN, ES and HM). */
export const hygieneModule: TrainingModuleInput = {
  title: "Worker Hygiene & Handwashing",
  description: "Handwashing, illness reporting, jewellery and protective clothing for everyone who touches produce.",
  clauses: ["4.01.02", "7.02.01"],
  languages: ["EN", "ES", "HM"],
  durationMinutes: 20,
  minimumMinutes: 15,
  passMark: 75,
  answerKey: [1, 2, 0, 1],
  content: {
    EN: {
      sections: [
        {
          heading: "Why handwashing matters",
          body: "Hands carry the bacteria and viruses that cause most produce outbreaks (E. coli O157:H7, Salmonella, norovirus). Produce is often eaten raw, so nothing later in the chain removes what your hands leave behind.",
        },
        {
          heading: "How to wash",
          body: "Wet your hands with clean running water, apply soap, and scrub for at least 20 seconds — backs of hands, between fingers and under nails. Rinse, dry with a single-use paper towel and use the towel to turn off the tap. Hand sanitizer does not replace washing.",
        },
        {
          heading: "When to wash",
          body: "Before starting work and after every break, after using the toilet, after eating, drinking or smoking, after touching your face or hair, and after handling waste, chemicals or anything that fell on the floor.",
        },
        {
          heading: "Illness, jewellery and clothing",
          body: "Tell your supervisor before your shift if you have diarrhoea, vomiting, fever or jaundice, or an open cut — you may be moved to other work. Remove watches, rings (plain bands excepted where allowed) and earrings. Wear your hair net, clean smock and gloves as posted for your area.",
        },
      ],
      questions: [
        {
          prompt: "How long should you scrub your hands with soap?",
          options: ["5 seconds", "At least 20 seconds", "Only until they look clean"],
        },
        {
          prompt: "You have had diarrhoea since last night. What do you do?",
          options: [
            "Work as usual and wash more often",
            "Wear two pairs of gloves",
            "Tell your supervisor before starting your shift",
          ],
        },
        {
          prompt: "What should you dry your hands with?",
          options: ["A single-use paper towel", "Your apron", "A shared cloth towel"],
        },
        {
          prompt: "Can hand sanitizer replace handwashing?",
          options: ["Yes, always", "No, it is only used after washing", "Only after using the toilet"],
        },
      ],
    },
    ES: {
      title: "Higiene del trabajador y lavado de manos",
      description:
        "Lavado de manos, reporte de enfermedades, joyería y ropa de protección para todos los que tocan el producto.",
      sections: [
        {
          heading: "Por qué importa lavarse las manos",
          body: "Las manos transportan las bacterias y los virus que causan la mayoría de los brotes en productos frescos (E. coli O157:H7, Salmonella, norovirus). Los productos a menudo se comen crudos, así que nada más adelante elimina lo que dejan sus manos.",
        },
        {
          heading: "Cómo lavarse",
          body: "Mójese las manos con agua limpia corriente, aplique jabón y frote por lo menos 20 segundos: el dorso de las manos, entre los dedos y debajo de las uñas. Enjuague, seque con una toalla de papel desechable y use la toalla para cerrar la llave. El gel desinfectante no reemplaza el lavado.",
        },
        {
          heading: "Cuándo lavarse",
          body: "Antes de empezar a trabajar y después de cada descanso, después de usar el baño, después de comer, beber o fumar, después de tocarse la cara o el pelo y después de manejar basura, químicos o cualquier cosa que cayó al piso.",
        },
        {
          heading: "Enfermedad, joyas y ropa",
          body: "Avise a su supervisor antes del turno si tiene diarrea, vómito, fiebre o ictericia, o una herida abierta: puede que le asignen otro trabajo. Quítese relojes, anillos y aretes. Use la redecilla, la bata limpia y los guantes según lo indicado para su área.",
        },
      ],
      questions: [
        {
          prompt: "¿Cuánto tiempo debe frotarse las manos con jabón?",
          options: ["5 segundos", "Por lo menos 20 segundos", "Solo hasta que se vean limpias"],
        },
        {
          prompt: "Tiene diarrea desde anoche. ¿Qué hace?",
          options: [
            "Trabaja normal y se lava más seguido",
            "Se pone dos pares de guantes",
            "Avisa a su supervisor antes de empezar el turno",
          ],
        },
        {
          prompt: "¿Con qué debe secarse las manos?",
          options: ["Con una toalla de papel desechable", "Con su delantal", "Con una toalla de tela compartida"],
        },
        {
          prompt: "¿El gel desinfectante puede reemplazar el lavado de manos?",
          options: ["Sí, siempre", "No, solo se usa después de lavarse", "Solo después de usar el baño"],
        },
      ],
    },
    HM: {
      sections: [
        {
          heading: "Vim li cas yuav tsum ntxuav tes",
          body: "Tes nqa cov kab mob uas ua rau neeg mob los ntawm zaub thiab txiv hmab txiv ntoo. Neeg feem ntau noj cov zaub no nyoos, yog li ntawd tsis muaj dab tsi tshem tau cov kab mob uas koj tes tso rau.",
        },
        {
          heading: "Yuav ntxuav tes li cas",
          body: "Ua kom tes ntub nrog dej huv, muab xab npum, thiab txhuam tsawg kawg 20 vib nas this — nraub tes, ntawm cov ntiv tes thiab hauv qab rau tes. Yaug, so kom qhuav nrog daim ntawv so tes siv ib zaug xwb.",
        },
        {
          heading: "Thaum twg yuav tsum ntxuav",
          body: "Ua ntej pib ua hauj lwm thiab tom qab so, tom qab siv chav dej, tom qab noj mov, haus dej lossis haus luam yeeb, thiab tom qab kov khib nyiab lossis tshuaj.",
        },
        {
          heading: "Thaum mob",
          body: "Yog koj raws plab, ntuav, kub cev lossis muaj qhov txhab, qhia koj tus thawj coj ua ntej pib ua hauj lwm. Hle moos, nplhaib thiab kauj tsej. Hnav lub kaus mom npog plaub hau thiab hnab looj tes.",
        },
      ],
      questions: [
        {
          prompt: "Koj yuav tsum txhuam tes nrog xab npum ntev li cas?",
          options: ["5 vib nas this", "Tsawg kawg 20 vib nas this", "Tsuas yog txog thaum pom tias huv"],
        },
        {
          prompt: "Koj raws plab txij nag hmo. Koj yuav ua li cas?",
          options: [
            "Ua hauj lwm li qub",
            "Hnav ob txheej hnab looj tes",
            "Qhia koj tus thawj coj ua ntej pib ua hauj lwm",
          ],
        },
        {
          prompt: "Koj yuav so tes nrog dab tsi?",
          options: ["Daim ntawv so tes siv ib zaug", "Koj daim sev", "Daim phuam uas txhua tus siv"],
        },
        {
          prompt: "Tshuaj ntxuav tes (sanitizer) puas hloov tau kev ntxuav tes?",
          options: ["Tau, txhua zaus", "Tsis tau, tsuas siv tom qab ntxuav tes", "Tsuas yog tom qab siv chav dej"],
        },
      ],
    },
  },
};

export const harvestModule: TrainingModuleInput = {
  title: "Harvest Sanitation & Field Hygiene",
  description:
    "Field toilets and handwash stations, clean harvest tools and containers, and crew practices in the field.",
  clauses: ["7.02.01", "7.03.01", "7.05.01"],
  languages: ["EN", "ES", "HM"],
  durationMinutes: 25,
  minimumMinutes: 20,
  passMark: 65,
  answerKey: [2, 0, 1],
  content: {
    EN: {
      sections: [
        {
          heading: "Field sanitation units",
          body: "Toilets and handwash stations must be within a quarter mile (or 5 minutes' walk) of the crew, stocked with soap, water, single-use towels and toilet paper, and serviced on schedule. Report an empty or dirty unit to your crew lead at once — do not start picking until it is fixed.",
        },
        {
          heading: "Tools and containers",
          body: "Knives, clippers and harvest bins are cleaned and sanitised before use and at the end of the day. Never set bins or tools directly on bare soil, and never use harvest containers for personal items, tools or trash.",
        },
        {
          heading: "In the rows",
          body: "Do not harvest produce contaminated by animal faeces, and leave a buffer around it; flag the spot and tell your crew lead. Dropped produce stays on the ground. Eat, drink and smoke only in the designated break area.",
        },
      ],
      questions: [
        {
          prompt: "The handwash station has no soap. What do you do?",
          options: [
            "Rinse with water only",
            "Use hand sanitizer and start picking",
            "Tell your crew lead and wait until it is restocked",
          ],
        },
        {
          prompt: "You see animal droppings near a plant. What do you do?",
          options: [
            "Leave that produce, flag the spot and tell your crew lead",
            "Pick it and wash it later",
            "Kick soil over it and keep picking",
          ],
        },
        {
          prompt: "Where may harvest bins be set down?",
          options: ["Directly on the soil", "On a clean surface or pallet, never bare soil", "Anywhere in the row"],
        },
      ],
    },
    ES: {
      title: "Sanitización en la cosecha e higiene en el campo",
      description:
        "Sanitarios y estaciones de lavado de manos en el campo, herramientas y envases de cosecha limpios, y prácticas de la cuadrilla.",
      sections: [
        {
          heading: "Unidades sanitarias en el campo",
          body: "Los baños y estaciones de lavado de manos deben estar a menos de un cuarto de milla (o 5 minutos caminando) de la cuadrilla, con jabón, agua, toallas desechables y papel higiénico, y con servicio según el programa. Reporte de inmediato una unidad vacía o sucia a su mayordomo; no empiece a cosechar hasta que se arregle.",
        },
        {
          heading: "Herramientas y contenedores",
          body: "Los cuchillos, tijeras y botes de cosecha se limpian y desinfectan antes de usarse y al final del día. Nunca ponga botes ni herramientas directamente sobre la tierra y nunca use los contenedores de cosecha para cosas personales, herramientas o basura.",
        },
        {
          heading: "En los surcos",
          body: "No coseche producto contaminado con heces de animales y deje una zona de separación; marque el lugar y avise a su mayordomo. El producto que cae al suelo se queda en el suelo. Coma, beba y fume solo en el área de descanso designada.",
        },
      ],
      questions: [
        {
          prompt: "La estación de lavado de manos no tiene jabón. ¿Qué hace?",
          options: [
            "Se enjuaga solo con agua",
            "Usa gel desinfectante y empieza a cosechar",
            "Avisa a su mayordomo y espera a que la surtan",
          ],
        },
        {
          prompt: "Ve excremento de animal cerca de una planta. ¿Qué hace?",
          options: [
            "Deja ese producto, marca el lugar y avisa a su mayordomo",
            "Lo cosecha y lo lava después",
            "Le echa tierra encima y sigue cosechando",
          ],
        },
        {
          prompt: "¿Dónde se pueden poner los botes de cosecha?",
          options: [
            "Directamente sobre la tierra",
            "Sobre una superficie limpia o tarima, nunca sobre la tierra",
            "En cualquier parte del surco",
          ],
        },
      ],
    },
    HM: {
      sections: [
        {
          heading: "Chav dej hauv teb",
          body: "Chav dej thiab qhov ntxuav tes yuav tsum nyob ze cov neeg ua hauj lwm (tsis pub tshaj 5 feeb taug kev), muaj xab npum, dej, ntawv so tes thiab ntawv tso quav. Yog tsis muaj xab npum lossis qias neeg, qhia koj tus thawj coj tam sim ntawd.",
        },
        {
          heading: "Cuab yeej thiab thawv",
          body: "Riam, txiab thiab thawv sau qoob yuav tsum ntxuav thiab tua kab mob ua ntej siv. Tsis txhob muab thawv lossis cuab yeej tso rau hauv av.",
        },
        {
          heading: "Hauv teb",
          body: "Tsis txhob sau cov zaub uas muaj tsiaj quav. Cim qhov chaw ntawd thiab qhia koj tus thawj coj. Noj mov thiab haus dej tsuas yog nyob rau qhov chaw so xwb.",
        },
      ],
      questions: [
        {
          prompt: "Qhov ntxuav tes tsis muaj xab npum. Koj yuav ua li cas?",
          options: [
            "Yaug nrog dej xwb",
            "Siv tshuaj ntxuav tes thiab pib sau",
            "Qhia koj tus thawj coj thiab tos kom muaj xab npum",
          ],
        },
        {
          prompt: "Koj pom tsiaj quav ze ib tsob. Koj yuav ua li cas?",
          options: [
            "Tso cov zaub ntawd tseg, cim qhov chaw thiab qhia koj tus thawj coj",
            "Sau thiab ntxuav tom qab",
            "Muab av npog thiab sau mus ntxiv",
          ],
        },
        {
          prompt: "Koj yuav tso thawv sau qoob rau qhov twg?",
          options: [
            "Rau hauv av",
            "Rau saum ib qho chaw huv lossis pallet, tsis txhob rau hauv av",
            "Txhua qhov chaw hauv teb",
          ],
        },
      ],
    },
  },
};

export const pestModule: TrainingModuleInput = {
  title: "Pest Sighting Reporting",
  description:
    "Recognising signs of rodents, birds and insects, and reporting them so the pest control provider can act.",
  clauses: ["3.01.04"],
  languages: ["EN", "ES", "HM"],
  durationMinutes: 15,
  passMark: 65,
  answerKey: [0, 2, 1],
  content: {
    EN: {
      sections: [
        {
          heading: "What to look for",
          body: "Droppings, gnaw marks, nesting material, grease marks along walls, dead insects, birds inside the building, and damaged bait stations or traps. A sighting of one mouse means there are more.",
        },
        {
          heading: "How to report",
          body: "Do not touch droppings or dead animals. Note where you saw it (room, door, device number on the map), tell your supervisor and write it on the pest sighting log by the QA office. Product or packaging that may be affected is placed on hold by QA.",
        },
        {
          heading: "Keep pests out",
          body: "Keep doors closed, report gaps under doors and torn strip curtains, clean up spills and dropped produce, and never prop open a dock door. Do not move bait stations — they are mapped and inspected by the provider.",
        },
      ],
      questions: [
        {
          prompt: "You find mouse droppings on a pallet of cartons. What do you do first?",
          options: [
            "Leave them, tell your supervisor and log the sighting",
            "Sweep them up and carry on",
            "Move the pallet to another room",
          ],
        },
        {
          prompt: "A bait station is in your way. May you move it?",
          options: ["Yes, a little", "Yes, if you put it back later", "No — report it; stations are mapped"],
        },
        {
          prompt: "Which of these lets pests in?",
          options: ["A closed dock door", "A dock door propped open", "A clean floor"],
        },
      ],
    },
    ES: {
      title: "Reporte de avistamientos de plagas",
      description:
        "Reconocer señales de roedores, aves e insectos, y reportarlas para que el proveedor de control de plagas actúe.",
      sections: [
        {
          heading: "Qué buscar",
          body: "Excremento, marcas de roedura, material de nido, manchas de grasa en las paredes, insectos muertos, pájaros dentro del edificio y estaciones de cebo o trampas dañadas. Ver un ratón significa que hay más.",
        },
        {
          heading: "Cómo reportar",
          body: "No toque el excremento ni animales muertos. Anote dónde lo vio (cuarto, puerta, número de estación en el mapa), avise a su supervisor y escríbalo en la bitácora de avistamientos junto a la oficina de calidad. Calidad retiene el producto o empaque que pueda estar afectado.",
        },
        {
          heading: "Mantener fuera las plagas",
          body: "Mantenga las puertas cerradas, reporte huecos bajo las puertas y cortinas rotas, limpie derrames y producto caído, y nunca deje abierta una puerta del andén. No mueva las estaciones de cebo: el proveedor las tiene en un mapa y las inspecciona.",
        },
      ],
      questions: [
        {
          prompt: "Encuentra excremento de ratón en una tarima de cajas. ¿Qué hace primero?",
          options: [
            "Lo deja, avisa a su supervisor y lo anota en la bitácora",
            "Lo barre y sigue trabajando",
            "Mueve la tarima a otro cuarto",
          ],
        },
        {
          prompt: "Una estación de cebo le estorba. ¿Puede moverla?",
          options: ["Sí, un poco", "Sí, si la regresa después", "No; repórtelo, las estaciones están en un mapa"],
        },
        {
          prompt: "¿Cuál de estas deja entrar plagas?",
          options: ["Una puerta del andén cerrada", "Una puerta del andén abierta con un tope", "Un piso limpio"],
        },
      ],
    },
    HM: {
      sections: [
        {
          heading: "Saib dab tsi",
          body: "Nas quav, qhov nas tom, zes, kab tuag, noog nyob hauv tsev, thiab lub thawv tshuaj nas uas puas lawm. Yog pom ib tug nas, yuav muaj ntau tug ntxiv.",
        },
        {
          heading: "Qhia li cas",
          body: "Tsis txhob kov nas quav lossis tsiaj tuag. Nco ntsoov qhov chaw koj pom, qhia koj tus thawj coj thiab sau rau hauv phau ntawv ze lub chaw QA.",
        },
        {
          heading: "Tiv thaiv kab thiab nas",
          body: "Kaw qhov rooj, qhia thaum pom qhov khoob hauv qab qhov rooj, thiab tsis txhob txav lub thawv tshuaj nas.",
        },
      ],
      questions: [
        {
          prompt: "Koj pom nas quav saum ib lub pallet. Koj yuav ua dab tsi ua ntej?",
          options: [
            "Tso tseg, qhia koj tus thawj coj thiab sau rau hauv phau ntawv",
            "Cheb thiab ua hauj lwm mus ntxiv",
            "Txav lub pallet mus rau lwm chav",
          ],
        },
        {
          prompt: "Lub thawv tshuaj nas thaiv koj kev. Koj puas txav tau?",
          options: ["Tau, me ntsis", "Tau, yog koj muab rov qab tso", "Tsis tau — qhia rau tus thawj coj"],
        },
        {
          prompt: "Yam twg cia kab thiab nas nkag los?",
          options: ["Qhov rooj kaw", "Qhov rooj qhib tseg", "Hauv pem teb huv"],
        },
      ],
    },
  },
};
