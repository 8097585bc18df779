"""The rule texts of every refusal Reason in Swedish, German, Turkish and Danish.

Pure Python, and the only translation of the rules: reason_text() (reasons.py) reads it, and
nothing copies it into the Qt .ts files. English is the Reason's own value. A counted rule
(STOCK_EMPTY, UNDO_LIMIT) names Spiderette's number; reason_text puts the game's in its place.
"""

from __future__ import annotations

from spiderette_qt.engine.errors import Reason

R = Reason

REASON_TEXTS: dict[str, dict[Reason, str]] = {
    "sv": {
        R.NO_SUCH_COLUMN: "Det finns ingen sådan kolumn",
        R.NO_SUCH_CARDS: "Kolumnen har inte så många uppvända kort",
        R.FACE_DOWN: "Ett kort med baksidan upp kan inte flyttas",
        R.NOT_A_RUN: "Kort flyttas tillsammans bara när valörerna sjunker ett steg i taget",
        R.MIXED_SUITS: "Bara en grupp i en enda färg flyttas tillsammans",
        R.SAME_COLUMN: "En grupp måste flyttas till en annan kolumn",
        R.ONTO_ACE: "Inget kort kan läggas på ett ess",
        R.KING_TO_EMPTY_ONLY: "En kung kan bara flyttas till en tom kolumn",
        R.NOT_ONE_HIGHER: "Ett kort läggs bara på ett kort som är exakt en valör högre",
        R.DEAL_WITH_EMPTY_COLUMN: "Fyll den tomma kolumnen innan du delar ut",
        R.STOCK_EMPTY: "Talongen är tom: alla 4 utdelningar är gjorda",
        R.NOTHING_TO_UNDO: "Det finns inget att ångra",
        R.UNDO_LIMIT: "Ångra når bara tillbaka över de 100 senaste handlingarna",
        R.NOTHING_TO_REDO: "Det finns inget att göra om",
        R.NO_TARGET: "Ingen kolumn kan ta emot den här gruppen",
        R.GAME_WON: "Partiet är vunnet: starta ett nytt",
    },
    "de": {
        R.NO_SUCH_COLUMN: "Diese Spalte gibt es nicht",
        R.NO_SUCH_CARDS: "Diese Spalte hat nicht so viele offene Karten",
        R.FACE_DOWN: "Eine verdeckte Karte kann nicht bewegt werden",
        R.NOT_A_RUN: "Karten ziehen nur gemeinsam, wenn ihre Ränge Schritt für Schritt fallen",
        R.MIXED_SUITS: "Nur eine Gruppe aus einer einzigen Farbe lässt sich gemeinsam verschieben",
        R.SAME_COLUMN: "Eine Gruppe muss in eine andere Spalte verschoben werden",
        R.ONTO_ACE: "Auf ein Ass kann keine Karte gelegt werden",
        R.KING_TO_EMPTY_ONLY: "Ein König darf nur in eine leere Spalte",
        R.NOT_ONE_HIGHER: "Eine Karte passt nur auf eine Karte, die genau einen Rang höher ist",
        R.DEAL_WITH_EMPTY_COLUMN: "Füllen Sie die leere Spalte, bevor Sie austeilen",
        R.STOCK_EMPTY: "Der Talon ist leer: Alle 4 Austeilungen sind gemacht",
        R.NOTHING_TO_UNDO: "Es gibt nichts rückgängig zu machen",
        R.UNDO_LIMIT: "Rückgängig reicht nur über die letzten 100 Aktionen zurück",
        R.NOTHING_TO_REDO: "Es gibt nichts zu wiederholen",
        R.NO_TARGET: "Keine Spalte kann diese Gruppe aufnehmen",
        R.GAME_WON: "Die Partie ist gewonnen: Starten Sie eine neue",
    },
    "tr": {
        R.NO_SUCH_COLUMN: "Böyle bir sütun yok",
        R.NO_SUCH_CARDS: "Bu sütunda o kadar açık kart yok",
        R.FACE_DOWN: "Kapalı bir kart taşınamaz",
        R.NOT_A_RUN: "Kartlar ancak değerleri birer birer azalıyorsa birlikte taşınır",
        R.MIXED_SUITS: "Yalnızca tek türden oluşan bir grup birlikte taşınır",
        R.SAME_COLUMN: "Grup başka bir sütuna taşınmalıdır",
        R.ONTO_ACE: "Asın üstüne hiçbir kart konamaz",
        R.KING_TO_EMPTY_ONLY: "Papaz yalnızca boş bir sütuna taşınabilir",
        R.NOT_ONE_HIGHER: "Bir kart yalnızca tam bir değer yüksek bir kartın üstüne konabilir",
        R.DEAL_WITH_EMPTY_COLUMN: "Dağıtmadan önce boş sütunu doldurun",
        R.STOCK_EMPTY: "Çekme destesi boş: 4 dağıtımın hepsi yapıldı",
        R.NOTHING_TO_UNDO: "Geri alınacak bir şey yok",
        R.UNDO_LIMIT: "Geri al yalnızca son 100 işleme kadar geri gidebilir",
        R.NOTHING_TO_REDO: "Yinelenecek bir şey yok",
        R.NO_TARGET: "Bu grubu alabilecek bir sütun yok",
        R.GAME_WON: "Oyun kazanıldı: yeni bir oyun başlatın",
    },
    "da": {
        R.NO_SUCH_COLUMN: "Den søjle findes ikke",
        R.NO_SUCH_CARDS: "Søjlen har ikke så mange åbne kort",
        R.FACE_DOWN: "Et kort med bagsiden op kan ikke flyttes",
        R.NOT_A_RUN: "Kort flytter kun sammen, når deres værdier falder ét trin ad gangen",
        R.MIXED_SUITS: "Kun en række i én kulør flytter samlet",
        R.SAME_COLUMN: "En række skal flyttes til en anden søjle",
        R.ONTO_ACE: "Intet kort kan lægges på et es",
        R.KING_TO_EMPTY_ONLY: "En konge kan kun flyttes til en tom søjle",
        R.NOT_ONE_HIGHER: "Et kort kan kun lægges på et kort, der er præcis én værdi højere",
        R.DEAL_WITH_EMPTY_COLUMN: "Fyld den tomme søjle, før du giver",
        R.STOCK_EMPTY: "Bunken er tom: alle 4 omgange er givet",
        R.NOTHING_TO_UNDO: "Der er intet at fortryde",
        R.UNDO_LIMIT: "Fortryd rækker kun tilbage over de seneste 100 handlinger",
        R.NOTHING_TO_REDO: "Der er intet at gentage",
        R.NO_TARGET: "Ingen søjle kan tage imod denne række",
        R.GAME_WON: "Spillet er vundet: start et nyt",
    },
}


def builtin_reason_text(reason: Reason, language: str) -> str:
    """The rule text from this table; English (the Reason's value) when none is listed."""
    return REASON_TEXTS.get(language, {}).get(reason, reason.value)
