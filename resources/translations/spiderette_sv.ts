<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spiderette</source>
        <extracomment>language -&gt; (words, the order ICU&apos;s collation for that language gives them). language -&gt; (its letters beyond A-Z, the upper case of &quot;istanbul&quot;). Languages whose Qt translation renames the Ctrl key (proves qtbase_xx.qm is in use).</extracomment>
        <translation>Om Spiderette</translation>
    </message>
    <message>
        <source>&amp;Licenses…</source>
        <translation>&amp;Licenser…</translation>
    </message>
    <message>
        <source>Spider solitaire: Spiderette with one deck, Spider and Relaxed Spider with two, each in 1, 2 and 4 suits.</source>
        <translation>Patiensen Spindelharpan: Spiderette med en kortlek, Spindelharpan och Avslappnad spindelharpa med två, var och en i 1, 2 och 4 färger.</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>Licens: %1</translation>
    </message>
    <message>
        <source>This program comes with no warranty.</source>
        <translation>Programmet levereras utan någon garanti.</translation>
    </message>
    <message>
        <source>Qt %1, PySide6 %2</source>
        <translation>Qt %1, PySide6 %2</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>%1 moved to column %2</source>
        <translation>%1 flyttat till kolumn %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to column %1</source>
        <translation>
            <numerusform>%n kort flyttat till kolumn %1</numerusform>
            <numerusform>%n kort flyttade till kolumn %1</numerusform>
        </translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>sekvens i %1 borttagen</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>%1 vänt uppåt</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Korten utdelade</translation>
    </message>
    <message>
        <source>Deal redone</source>
        <translation>Utdelningen gjord om</translation>
    </message>
    <message>
        <source>Deal undone</source>
        <translation>Utdelningen ångrad</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Ångrat</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Gjort om</translation>
    </message>
    <message>
        <source>game won</source>
        <translation>spelet vunnet</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>Tog upp %1</translation>
    </message>
    <message numerus="yes">
        <source>Picked up %n card(s) from %1</source>
        <translation>
            <numerusform>Tog upp %n kort från %1</numerusform>
            <numerusform>Tog upp %n kort från %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n kort valt</numerusform>
            <numerusform>%n kort valda</numerusform>
        </translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Lagt tillbaka</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>column %1, on %2</source>
        <translation>kolumn %1, på %2</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passar</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passar inte</translation>
    </message>
    <message>
        <source>Column %1 is empty: nothing to pick up</source>
        <translation>Kolumn %1 är tom: inget att ta upp</translation>
    </message>
    <message>
        <source>Score %1, %2, %3, %4</source>
        <translation>Poäng %1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n drag</numerusform>
            <numerusform>%n drag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n utdelning kvar</numerusform>
            <numerusform>%n utdelningar kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 sequences removed</source>
        <translation>%1 av %2 sekvenser borttagna</translation>
    </message>
    <message>
        <source>Score %1, %2</source>
        <translation>Poäng %1, %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Inget att ångra</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Inget att göra om</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Blue &amp;Spider</source>
        <translation>Blå &amp;spindel</translation>
    </message>
    <message>
        <source>Red &amp;Web</source>
        <translation>Rött &amp;nät</translation>
    </message>
    <message>
        <source>Green &amp;Tartan</source>
        <translation>Grön &amp;tartan</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Grön</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blå</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Röd</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mörk</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Följ &amp;systemet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Ljus</translation>
    </message>
    <message>
        <source>Card &amp;Back</source>
        <translation>&amp;Kortbaksida</translation>
    </message>
    <message>
        <source>Table &amp;Colour</source>
        <translation>&amp;Bordsfärg</translation>
    </message>
    <message>
        <source>Window T&amp;heme</source>
        <translation>Fö&amp;nstertema</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank in a card name</comment>
        <translation>ess</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank in a card name</comment>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank in a card name</comment>
        <translation>dam</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank in a card name</comment>
        <translation>kung</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank alone</comment>
        <translation>ess</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank alone</comment>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank alone</comment>
        <translation>dam</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank alone</comment>
        <translation>kung</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>an ace or a picture card: rank word, suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a number card: rank, suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>short name of an ace or a picture card: rank word, suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>short name of a number card: rank, suit</comment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>CodeDialog</name>
    <message>
        <source>Play a Game Code</source>
        <translation>Ange spelkod</translation>
    </message>
    <message>
        <source>Type or paste a game code, for example %1:</source>
        <translation>Skriv eller klistra in en spelkod, till exempel %1:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Töm koden</translation>
    </message>
    <message>
        <source>A valid code: press Play to start this deal.</source>
        <translation>En giltig kod: tryck på Spela för att starta den här given.</translation>
    </message>
</context>
<context>
    <name>CodeProblems</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>The isolate controls: one in the player&apos;s text would close (or open) ours too early.</extracomment>
        <translation>%1 eller %2</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Spelkoden är tom.</translation>
    </message>
    <message>
        <source>That is too long for a game code.</source>
        <translation>Det är för långt för en spelkod.</translation>
    </message>
    <message>
        <source>A game code has 3 parts joined by “-”; this one has %1.</source>
        <translation>En spelkod har 3 delar förenade med ”-”; den här har %1.</translation>
    </message>
    <message>
        <source>The first part must start with the game (%1), not “%2”.</source>
        <translation>Första delen måste börja med spelet (%1), inte ”%2”.</translation>
    </message>
    <message>
        <source>The first part must be %1 (the suit count), not “%2”.</source>
        <translation>Första delen måste vara %1 (antalet färger), inte ”%2”.</translation>
    </message>
    <message>
        <source>The second part must be S and the shuffle version, like S1, not “%1”.</source>
        <translation>Andra delen måste vara S och blandningsversionen, till exempel S1, inte ”%1”.</translation>
    </message>
    <message>
        <source>Shuffle version %1 is unknown: this version of Spiderette knows %2.</source>
        <translation>Blandningsversion %1 är okänd: den här versionen av Spiderette känner till %2.</translation>
    </message>
    <message>
        <source>The last part must be exactly %1 letters A–Z, not “%2”.</source>
        <translation>Sista delen måste vara exakt %1 bokstäver A–Z, inte ”%2”.</translation>
    </message>
    <message>
        <source>A game code looks like %1: the game (%2) and the suit count (%3), S1, %4 letters.</source>
        <translation>En spelkod ser ut som %1: spelet (%2) och antalet färger (%3), S1, %4 bokstäver.</translation>
    </message>
</context>
<context>
    <name>Counting</name>
    <message>
        <source>The Demo moved in this game, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Demon har gjort ett drag i det här spelet, så det räknas nu som assisterat: spelat, men varken vunnet eller förlorat. Det sätter inget poängrekord och bryter inte din vinstsvit.</translation>
    </message>
    <message>
        <source>The solver showed you where this game was lost and how to win it, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Lösaren visade dig var det här spelet förlorades och hur det kan vinnas, så det räknas nu som assisterat: spelat, men varken vunnet eller förlorat. Det sätter inget poängrekord och bryter inte din vinstsvit.</translation>
    </message>
    <message>
        <source>This game was opened from a record, so it is practice: it counts nowhere in your statistics or the deal of the day, whatever score it shows.</source>
        <translation>Det här spelet öppnades från en spelpost, så det är övning: det räknas inte i din statistik eller dagens giv, vilken poäng det än visar.</translation>
    </message>
    <message>
        <source>You finished this practice game. It is not counted: your statistics stay as they were.</source>
        <translation>Du har avslutat det här övningsspelet. Det räknas inte: din statistik är oförändrad.</translation>
    </message>
    <message>
        <source>You finished this game with the Demo&apos;s help: it counts as assisted, not as a win, and your winning streak is kept.</source>
        <translation>Du avslutade det här spelet med demons hjälp: det räknas som assisterat, inte som en vinst, och din vinstsvit behålls.</translation>
    </message>
    <message>
        <source>The statistics file was changed by another program while Spiderette was running. Its figures are kept, the games finished here that it lacked are added to them, and the game on the table goes on being counted.</source>
        <translation>Statistikfilen ändrades av ett annat program medan Spiderette kördes. Dess siffror behålls, de spel som avslutats här och som saknades i den läggs till, och spelet på bordet fortsätter att räknas.</translation>
    </message>
    <message>
        <source>The statistics file had been damaged by another program. It was kept as %1, and your statistics were saved in its place.</source>
        <translation>Statistikfilen hade skadats av ett annat program. Den sparades som %1, och din statistik sparades i dess ställe.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read, so your statistics are not being saved. Nothing was written over it.</source>
        <translation>Statistikfilen kan inte läsas, så din statistik sparas inte. Ingenting skrevs över den.</translation>
    </message>
</context>
<context>
    <name>CrashLog</name>
    <message>
        <source>Spiderette closed unexpectedly last time. The details are in this file, which you can send with a bug report:
%1</source>
        <extracomment>Qt messages kept for the fatal log.</extracomment>
        <translation>Spiderette avslutades oväntat förra gången. Detaljerna står i den här filen, som du kan skicka med en felrapport:
%1</translation>
    </message>
    <message>
        <source>Spiderette closed unexpectedly last time. Your game was kept. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>Spiderette avslutades oväntat förra gången. Ditt spel finns kvar. Detaljerna står i den här filen, som du kan skicka med en felrapport:
%1</translation>
    </message>
    <message>
        <source>Something went wrong inside Spiderette. Your game has been saved and you can go on playing. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>Något gick fel i Spiderette. Ditt spel har sparats och du kan fortsätta spela. Detaljerna står i den här filen, som du kan skicka med en felrapport:
%1</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
</context>
<context>
    <name>DailyGames</name>
    <message>
        <source>Not played</source>
        <translation>Inte spelad</translation>
    </message>
    <message>
        <source>Played, not won yet</source>
        <translation>Spelad, inte vunnen än</translation>
    </message>
    <message>
        <source>Won: score %1 in %2 moves</source>
        <translation>Vunnen: %1 poäng på %2 drag</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>, tid %1</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Dagens giv</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunnen</translation>
    </message>
    <message>
        <source>played</source>
        <translation>spelad</translation>
    </message>
    <message>
        <source>Finding the deal of the day…</source>
        <translation>Söker dagens giv…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>%1, %2: one deal a day, the same for everyone, proven winnable.</source>
        <translation>%1, %2: en giv om dagen, samma för alla, bevisat vinnbar.</translation>
    </message>
    <message>
        <source>Daily streak (days in a row): %1</source>
        <translation>Dagssvit (dagar i rad): %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>I dag</translation>
    </message>
    <message>
        <source>(your best this day)</source>
        <translation>(ditt bästa denna dag)</translation>
    </message>
    <message>
        <source>Play Today&apos;s Deal</source>
        <translation>Spela dagens giv</translation>
    </message>
    <message>
        <source>Play This Day&apos;s Deal</source>
        <translation>Spela dagens giv för detta datum</translation>
    </message>
    <message>
        <source>The deal of the day could not be found. Please try again.</source>
        <translation>Dagens giv kunde inte hittas. Försök igen.</translation>
    </message>
    <message>
        <source>Deal of the day, %1: %2</source>
        <translation>Dagens giv, %1: %2</translation>
    </message>
    <message>
        <source>This is not a file that can be opened.</source>
        <translation>Det här är ingen fil som kan öppnas.</translation>
    </message>
    <message>
        <source>This file is far too large for a game record.</source>
        <translation>Filen är alldeles för stor för ett spelprotokoll.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Filen kan inte läsas: %1</translation>
    </message>
    <message>
        <source>This is not a game record: the file is not text.</source>
        <translation>Det här är inget spelprotokoll: filen är inte text.</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Spara spel som</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette)</source>
        <translation>Spiderette-spel (*.spiderette)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Spelet kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Spelet sparat i %1</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Öppna spel</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette);;All files (*)</source>
        <translation>Spiderette-spel (*.spiderette);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Another game record is being opened.</source>
        <translation>Ett annat spelprotokoll håller på att öppnas.</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>rad %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>drag %1</translation>
    </message>
    <message>
        <source>This game record cannot be played</source>
        <translation>Spelprotokollet kan inte spelas</translation>
    </message>
    <message>
        <source>Game opened: %1 actions replayed</source>
        <translation>Spelet öppnat: %1 drag återspelade</translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Spelprotokollet kopierat</translation>
    </message>
    <message>
        <source>The clipboard holds no game record.</source>
        <translation>Urklippet innehåller inget spelprotokoll.</translation>
    </message>
    <message>
        <source>Paste Game Record</source>
        <translation>Klistra in spelprotokoll</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Återspela</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The action (1-based) the progress line marks: the one that lost the game.</extracomment>
        <translation>|◀ Början</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Bakåt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Framåt ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Slut ▶|</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Spela härifrån</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Drag %1 av %2</translation>
    </message>
    <message>
        <source>the action that lost the game</source>
        <translation>draget som förlorade spelet</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>poäng %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Opening the game record… The table takes no clicks or keys until it is shown.</source>
        <extracomment>How often the GUI thread looks whether the worker is done. The player&apos;s input to the window while a record is opened: dropped, not queued.</extracomment>
        <translation>Öppnar spelprotokollet… Bordet tar inte emot klick eller tangenter förrän det visas.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>The computer plays the hint&apos;s moves from here. Like the hint, it never looks at face-down cards or the stock. Any click or key stops it.</source>
        <extracomment>The Demo stops when it brings the same table back this many times (going round in circles). In the last stage (the stock empty: no deal brings new cards) the Demo also stops when this many of its moves in a row leave the hint&apos;s measure of the seen table no higher than the stage&apos;s best (hints.been_before&apos;s count, the one WANDER_LIMIT reads): no card turned up, no run built. The hint itself goes on wandering through new tables until its plans give up or its own limit (hints.WANDER_LIMIT, 100 actions) makes it say &quot;no move helps&quot;. Measured 2026-12-07, following the hint on the tuning deals from 5,000,000 (four-suit Spider 40 games, two-suit 30, one-suit 30, two- and four-suit Spiderette 40 each): in the last stage a game got further again after at most 9 such moves (a won four-suit Spiderette game), while most lost four-suit Spider games ended after 100. Four-suit Spider 6,000,000 from its last deal in the window: the Demo stopped after 68 moves (51.7 s at normal speed) instead of 104 (77.8 s). Not a game size. The events that stop it (any click or key, on any of the app&apos;s windows; a shortcut&apos;s key is seen first as a ShortcutOverride) ... ... and the rest of that click or key press, which does nothing else either.</extracomment>
        <translation>Datorn spelar tipsets drag härifrån. Liksom tipset tittar den aldrig på nedvända kort eller i högen. Ett klick eller en tangent stoppar den.</translation>
    </message>
    <message>
        <source>Demo playing: any click or key stops it.</source>
        <translation>Demo spelar: ett klick eller en tangent stoppar den.</translation>
    </message>
    <message>
        <source>Demo stopped. The game is yours again.</source>
        <translation>Demo stoppad. Spelet är ditt igen.</translation>
    </message>
    <message>
        <source>The Demo won this game (not counted as your win).</source>
        <translation>Demo vann det här spelet (räknas inte som din vinst).</translation>
    </message>
    <message>
        <source>The Demo stopped: no move helps.</source>
        <translation>Demo stannade: inget drag hjälper.</translation>
    </message>
    <message>
        <source>The Demo stopped: the search gave no answer.</source>
        <translation>Demo stannade: sökningen gav inget svar.</translation>
    </message>
    <message>
        <source>The Demo plays the hint&apos;s moves, so it needs the hint: turn it on under Settings › Solver › Hints.</source>
        <translation>Demo spelar tipsets drag och behöver därför tipset: slå på det under Inställningar › Lösare › Tips.</translation>
    </message>
    <message>
        <source>Turn On Hints and Start the Demo</source>
        <translation>Slå på tips och starta Demo</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>0 deals left</source>
        <translation>inga utdelningar kvar</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>%n utdelning kvar</numerusform>
            <numerusform>%n utdelningar kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>ingen sekvens borttagen</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n sekvens borttagen</numerusform>
            <numerusform>%n sekvenser borttagna</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: %1, %2; %3.</source>
        <translation>Talong: %1, %2; %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>No stock; %1.</source>
        <translation>Ingen talong; %1.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolumn %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>kolumn %1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: tom</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n dolda kort</numerusform>
            <numerusform>%n dolda kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a column of face-down cards only</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, then %3</source>
        <translation>%1: %2, sedan %3</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <source>Medium-hard</source>
        <translation>Medelsvår</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <source>The saved game was damaged, so a new game was started.</source>
        <translation>Det sparade spelet var skadat, så ett nytt spel startades.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game was started.</source>
        <translation>Det sparade spelet kunde inte läsas, så ett nytt spel startades.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so the statistics start again from zero.</source>
        <translation>Statistikfilen var skadad, så statistiken börjar om från noll.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so the statistics start again from zero.</source>
        <translation>Statistikfilen kunde inte läsas, så statistiken börjar om från noll.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Den skadade filen sparades som %1.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>Den gamla filen sparades som %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1 in the folder %2. Spiderette does not read it again; you can look at it or attach it to a bug report, and delete it when you no longer need it.</source>
        <translation>Filen sparades som %1 i mappen %2. Spiderette läser den inte igen; du kan titta på den eller bifoga den till en felrapport och ta bort den när du inte längre behöver den.</translation>
    </message>
    <message>
        <source>Another Spiderette window saved a newer game, so this game was not saved over it. To keep this game instead, press Save This Game; otherwise the newer game is the one you will find next time.</source>
        <translation>Ett annat Spiderette-fönster sparade ett nyare parti, så det här partiet sparades inte över det. Tryck på Spara det här partiet om du hellre vill behålla det här; annars är det det nyare partiet du hittar nästa gång.</translation>
    </message>
    <message>
        <source>Save This Game</source>
        <translation>Spara det här partiet</translation>
    </message>
    <message>
        <source>Spiderette is not allowed to read its saved game file, so this game is not being saved over it. Give yourself permission to read and write the file (Details names it), or move it away.</source>
        <translation>Spiderette får inte läsa sin fil med det sparade partiet, så det här partiet sparas inte över den. Ge dig själv rätt att läsa och skriva filen (Detaljer visar vilken), eller flytta bort den.</translation>
    </message>
    <message>
        <source>Where Spiderette saves the game there is a folder, a pipe or a device instead of a file, so this game is not being saved. Move it away (Details names it).</source>
        <translation>Där Spiderette sparar partiet finns en mapp, en rörledning eller en enhet i stället för en fil, så det här partiet sparas inte. Flytta bort den (Detaljer visar vilken).</translation>
    </message>
    <message>
        <source>The saved game file cannot be read (a disk error?), so this game is not being saved over it. Details names the file.</source>
        <translation>Filen med det sparade partiet kan inte läsas (ett diskfel?), så det här partiet sparas inte över den. Detaljer visar vilken fil det är.</translation>
    </message>
    <message>
        <source>The saved game file had been damaged by another program. It was kept as %1, and this game was saved in its place.</source>
        <translation>Filen med det sparade partiet hade skadats av ett annat program. Den sparades som %1, och det här partiet sparades i dess ställe.</translation>
    </message>
    <message>
        <source>Could not save: Spiderette may not write in its data folder.</source>
        <translation>Kunde inte spara: Spiderette får inte skriva i sin datamapp.</translation>
    </message>
    <message>
        <source>Could not save: the data folder is on a read-only disk.</source>
        <translation>Kunde inte spara: datamappen ligger på en skrivskyddad disk.</translation>
    </message>
    <message>
        <source>Could not save: the disk is full.</source>
        <translation>Kunde inte spara: disken är full.</translation>
    </message>
    <message>
        <source>Could not save: the data folder cannot be written.</source>
        <translation>Kunde inte spara: det går inte att skriva i datamappen.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Spiderette</source>
        <translation>Spiderette</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Spindelharpan</translation>
    </message>
    <message>
        <source>Relaxed Spider</source>
        <translation>Avslappnad spindelharpa</translation>
    </message>
    <message>
        <source>Will o&apos; the Wisp</source>
        <translation>Irrbloss</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>Spider Three Decks</source>
        <translation>Spindelharpan med tre lekar</translation>
    </message>
    <message>
        <source>One deck: the quick game</source>
        <translation>En kortlek: det snabba spelet</translation>
    </message>
    <message>
        <source>Two decks: the classic</source>
        <translation>Två kortlekar: klassikern</translation>
    </message>
    <message>
        <source>Two decks; the stock may be dealt onto an empty column</source>
        <translation>Två kortlekar; talongen får delas ut även när en kolumn är tom</translation>
    </message>
    <message>
        <source>One deck in columns of three</source>
        <translation>En kortlek i kolumner om tre</translation>
    </message>
    <message>
        <source>One deck, all face up, no stock</source>
        <translation>En kortlek, allt uppvänt, ingen talong</translation>
    </message>
    <message>
        <source>Three decks in twelve columns</source>
        <translation>Tre kortlekar i tolv kolumner</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Choose a column</source>
        <translation>Välj en kolumn</translation>
    </message>
    <message>
        <source>Left / Right, 1–%1</source>
        <translation>Vänster / Höger, 1–%1</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, 0 for column %1</source>
        <translation>Vänster / Höger, 1–9, 0 för kolumn %1</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, then %2 for columns 10–%1</source>
        <translation>Vänster / Höger, 1–9, sedan %2 för kolumn 10–%1</translation>
    </message>
    <message>
        <source>Take more or fewer cards of the run</source>
        <translation>Ta fler eller färre kort ur gruppen</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Upp / Ned</translation>
    </message>
    <message>
        <source>Pick up the run; place it on the chosen column</source>
        <translation>Ta upp gruppen; lägg den på den valda kolumnen</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Retur eller Mellanslag</translation>
    </message>
    <message>
        <source>Put the run back; hide the cursor</source>
        <translation>Lägg tillbaka gruppen; dölj markören</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Send the chosen run to its best column</source>
        <translation>Skicka den valda gruppen till dess bästa kolumn</translation>
    </message>
    <message>
        <source>New game (on the table)</source>
        <translation>Nytt spel (på bordet)</translation>
    </message>
    <message>
        <source>Open the menus</source>
        <translation>Öppna menyerna</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Systemets standard</translation>
    </message>
</context>
<context>
    <name>LicensesDialog</name>
    <message>
        <source>Licenses</source>
        <translation>Licenser</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Tredjepartsinformation</translation>
    </message>
    <message>
        <source>The license texts are missing from this installation.</source>
        <translation>Licenstexterna saknas i den här installationen.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan inte läsa %1: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>Animations&amp;hastighet</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The card images for the next start are drawn and kept this long after the first frame (ui.card_disk_cache), when the start&apos;s own deferred work is long done. A window that has not painted by then (started minimised, or in a test) saves its start and finishes what waits for the first frame all the same. Qt Multimedia is imported and the effects made this long after the first frame, a step per event-loop turn (two of 15-65 ms, the rest under 1 ms: sound/player.py): after the deal-out (Spider&apos;s is ~1.3 s), which would stutter under them. Until then, silence. True once the work after the first frame ran (it may resize the window).</extracomment>
        <translation>Verktygsfält</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nytt</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Färger</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Börja om</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gör om</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dela ut</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>Lämna partiet?</translation>
    </message>
    <message>
        <source>Restart This Deal?</source>
        <extracomment>How the game on the table counts: the player&apos;s own, assisted, or practice (counted nowhere). What the player asked for: a new deal (New Game, the S key, Play a Game Code), the same deal again, or the deal of a game code handed to the app (a second launch).</extracomment>
        <translation>Börja om partiet?</translation>
    </message>
    <message>
        <source>Deal the same cards again and start this game from the beginning?</source>
        <translation>Lägga ut samma kort igen och börja om partiet från början?</translation>
    </message>
    <message>
        <source>It stays the same game in the statistics, not a loss.</source>
        <translation>I statistiken är det samma parti, inte en förlust.</translation>
    </message>
    <message>
        <source>Undo brings back where you are now, until your first move after the restart.</source>
        <translation>Ångra tar tillbaka läget du har nu, tills du gör ditt första drag efter omstarten.</translation>
    </message>
    <message>
        <source>Undo brings this game back, until your first move in the new one.</source>
        <translation>Ångra tar tillbaka det här partiet, tills du gör ditt första drag i det nya.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished and was assisted: it counts as neither won nor lost.</source>
        <translation>Det pågående partiet är inte avslutat och fick hjälp: det räknas varken som vunnet eller förlorat.</translation>
    </message>
    <message>
        <source>The game in progress is a practice game: it counts nowhere.</source>
        <translation>Det pågående partiet är ett övningsparti: det räknas inte någonstans.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished: it will count as lost.</source>
        <translation>Det pågående partiet är inte avslutat: det räknas som förlorat.</translation>
    </message>
    <message>
        <source>Leave this game and play the game code %1?</source>
        <translation>Lämna partiet och spela spelkoden %1?</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Spela %1</translation>
    </message>
    <message>
        <source>Leave this game and start another?</source>
        <translation>Lämna partiet och starta ett nytt?</translation>
    </message>
    <message>
        <source>Leave This Game</source>
        <translation>Lämna partiet</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Spela vidare</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Fråga inte igen</translation>
    </message>
    <message>
        <source>Settings &gt; Ask Before Leaving a Game turns this question back on.</source>
        <translation>Inställningar &gt; Fråga innan ett parti lämnas slår på frågan igen.</translation>
    </message>
    <message>
        <source>Move the run under the pointer to its best column</source>
        <translation>Flytta gruppen under pekaren till dess bästa kolumn</translation>
    </message>
    <message>
        <source>Double-click or tap</source>
        <translation>Dubbelklicka eller tryck</translation>
    </message>
    <message>
        <source>Game code %1 copied to the clipboard</source>
        <translation>Spelkoden %1 har kopierats till urklipp</translation>
    </message>
    <message>
        <source>S&amp;olver</source>
        <translation>L&amp;ösare</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Details…</source>
        <translation>Detaljer…</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Stäng meddelandet</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meddelande</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Choose the difficulty of the new game:</source>
        <translation>Välj svårighetsgrad för det nya spelet:</translation>
    </message>
    <message>
        <source>Easy: 1 suit</source>
        <translation>Lätt: 1 färg</translation>
    </message>
    <message>
        <source>One suit, the best start</source>
        <translation>En enda färg, den bästa starten</translation>
    </message>
    <message>
        <source>Medium: 2 suits</source>
        <translation>Medel: 2 färger</translation>
    </message>
    <message>
        <source>Spades and hearts</source>
        <translation>Spader och hjärter</translation>
    </message>
    <message>
        <source>Medium-hard: 3 suits</source>
        <translation>Medelsvår: 3 färger</translation>
    </message>
    <message>
        <source>Clubs, hearts, spades</source>
        <translation>Klöver, hjärter, spader</translation>
    </message>
    <message>
        <source>Hard: 4 suits</source>
        <translation>Svår: 4 färger</translation>
    </message>
    <message>
        <source>All four suits</source>
        <translation>Alla fyra färgerna</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Bara vinnbara given</translation>
    </message>
</context>
<context>
    <name>NoStock</name>
    <message>
        <source>This game has no stock: there is nothing to deal</source>
        <translation>Det här spelet har ingen talong: det finns inget att dela ut</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>There is no such column</source>
        <translation>Det finns ingen sådan kolumn</translation>
    </message>
    <message>
        <source>That column does not have that many face-up cards</source>
        <translation>Kolumnen har inte så många uppvända kort</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved</source>
        <translation>Ett kort med baksidan upp kan inte flyttas</translation>
    </message>
    <message>
        <source>Cards move together only when their ranks go down one by one</source>
        <translation>Kort flyttas tillsammans bara när valörerna sjunker ett steg i taget</translation>
    </message>
    <message>
        <source>Only a run of one suit moves together</source>
        <translation>Bara en grupp i en enda färg flyttas tillsammans</translation>
    </message>
    <message>
        <source>A run must move to another column</source>
        <translation>En grupp måste flyttas till en annan kolumn</translation>
    </message>
    <message>
        <source>Nothing can be put on an ace</source>
        <translation>Inget kort kan läggas på ett ess</translation>
    </message>
    <message>
        <source>A king can only move to an empty column</source>
        <translation>En kung kan bara flyttas till en tom kolumn</translation>
    </message>
    <message>
        <source>A card goes only on a card exactly one rank higher</source>
        <translation>Ett kort läggs bara på ett kort som är exakt en valör högre</translation>
    </message>
    <message>
        <source>Fill the empty column before dealing</source>
        <translation>Fyll den tomma kolumnen innan du delar ut</translation>
    </message>
    <message>
        <source>The stock is empty: all 4 deals are made</source>
        <translation>Talongen är tom: alla 4 utdelningar är gjorda</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Det finns inget att ångra</translation>
    </message>
    <message>
        <source>Undo reaches back only over the last 100 actions</source>
        <translation>Ångra når bara tillbaka över de 100 senaste handlingarna</translation>
    </message>
    <message>
        <source>There is nothing to redo</source>
        <translation>Det finns inget att göra om</translation>
    </message>
    <message>
        <source>No column can take this run</source>
        <translation>Ingen kolumn kan ta emot den här gruppen</translation>
    </message>
    <message>
        <source>The game is won: start a new one</source>
        <translation>Partiet är vunnet: starta ett nytt</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <source>Recent games</source>
        <translation>Senaste partier</translation>
    </message>
    <message>
        <source>The last game: %1 won, %2 lost</source>
        <translation>Det senaste partiet: %1 vunnet, %2 förlorat</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games: %1 won, %2 lost</source>
        <translation>
            <numerusform>Senaste %n partiet: %1 vunna, %2 förlorade</numerusform>
            <numerusform>Senaste %n partierna: %1 vunna, %2 förlorade</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished yet: the first one is in progress</source>
        <translation>Inget parti avslutat ännu: det första pågår</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Inga partier ännu</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <source>Height: score (Sun)</source>
        <translation>Höjd: poäng (Sun)</translation>
    </message>
    <message>
        <source>Height: score (Edderkop)</source>
        <translation>Höjd: poäng (Edderkop)</translation>
    </message>
    <message>
        <source>Height: score</source>
        <translation>Höjd: poäng</translation>
    </message>
    <message>
        <source>Won: %2 moves (no score of this system was kept then)</source>
        <translation>Vunnet: %2 drag (inga poäng i det här systemet sparades då)</translation>
    </message>
    <message>
        <source>Lost: %2 moves (no score of this system was kept then)</source>
        <translation>Förlorat: %2 drag (inga poäng i det här systemet sparades då)</translation>
    </message>
    <message>
        <source>Won: score %1, %2 moves</source>
        <translation>Vunnet: %1 poäng, %2 drag</translation>
    </message>
    <message>
        <source>Lost: score %1, %2 moves</source>
        <translation>Förlorat: %1 poäng, %2 drag</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sun</translation>
    </message>
    <message>
        <source>Edderkop</source>
        <translation>Edderkop</translation>
    </message>
    <message>
        <source>&amp;Windows: start at 500, −1 an action, +100 a sequence</source>
        <translation>&amp;Windows: börja på 500, −1 per drag, +100 per svit</translation>
    </message>
    <message>
        <source>S&amp;un: +10 a card turned, +15 a column, +2 a link, +50 a sequence</source>
        <translation>S&amp;un: +10 per vänt kort, +15 per hög, +2 per länk, +50 per svit</translation>
    </message>
    <message>
        <source>&amp;Edderkop: +100 a sequence, +5 a card turned</source>
        <translation>&amp;Edderkop: +100 per svit, +5 per vänt kort</translation>
    </message>
</context>
<context>
    <name>ScoringMenu</name>
    <message>
        <source>Sco&amp;ring</source>
        <translation>P&amp;oäng</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Åtgärd</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
</context>
<context>
    <name>SolverDialogs</name>
    <message>
        <source>Was It Winnable?</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>Gick det att vinna?</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too.</source>
        <translation>För att svara tittar lösaren på alla kort, även de som ligger med framsidan nedåt.</translation>
    </message>
    <message>
        <source>Knowing the answer may spoil the game. Look now?</source>
        <translation>Att veta svaret kan förstöra spelet. Titta nu?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Titta</translation>
    </message>
</context>
<context>
    <name>SolverFeatures</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>Letar efter ett tips…</translation>
    </message>
    <message>
        <source>No move on the table helps. Dealing is your choice.</source>
        <translation>Inget drag på bordet hjälper. Om du delar ut är ditt val.</translation>
    </message>
    <message>
        <source>No move helps.</source>
        <translation>Inget drag hjälper.</translation>
    </message>
    <message>
        <source>No hint this time: the search stopped.</source>
        <translation>Inget tips den här gången: sökningen avbröts.</translation>
    </message>
    <message>
        <source>Was It Winnable?</source>
        <translation>Gick det att vinna?</translation>
    </message>
    <message>
        <source>The solver is searching every way to play this deal…</source>
        <translation>Lösaren prövar alla sätt att spela given…</translation>
    </message>
    <message>
        <source>Checking whether the last game could have been won…</source>
        <translation>Undersöker om det förra partiet gick att vinna…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Det här partiet kan inte längre vinnas.</translation>
    </message>
    <message>
        <source>Undo a few actions, or start a new game.</source>
        <translation>Ångra några steg eller börja ett nytt parti.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Letar efter en giv som går att vinna…</translation>
    </message>
    <message>
        <source>Deal Any Game</source>
        <translation>Ge vilket parti som helst</translation>
    </message>
    <message>
        <source>No winnable deal was found in time; this one is an ordinary deal.</source>
        <translation>Ingen vinnbar giv hittades i tid; det här är en vanlig giv.</translation>
    </message>
</context>
<context>
    <name>SolverNotices</name>
    <message>
        <source>Deal %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <source>The last deal</source>
        <translation>Den senaste given</translation>
    </message>
    <message>
        <source>Was it winnable? %1: %2 from the start, %3 from where you left it.</source>
        <translation>Gick det att vinna? %1: %2 från början, %3 där du lämnade det.</translation>
    </message>
    <message>
        <source>Was it winnable? %1 (won): %2 from the start.</source>
        <translation>Gick det att vinna? %1 (vunnen): %2 från början.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>vinnbar</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>inte vinnbar</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>oavgjort</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>inget svar</translation>
    </message>
    <message>
        <source>Show the Verdict…</source>
        <translation>Visa utlåtandet…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Lätt (1 färg)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Medel (2 färger)</translation>
    </message>
    <message>
        <source>Medium-hard (3 suits)</source>
        <translation>Medelsvår (3 färger)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Svår (4 färger)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Nollställ…</translation>
    </message>
    <message>
        <source>Reset the statistics of the difficulty shown</source>
        <translation>Nollställ statistiken för den visade svårighetsgraden</translation>
    </message>
    <message>
        <source>Statistics: %1, %2</source>
        <translation>Statistik: %1, %2</translation>
    </message>
    <message>
        <source>%1 (1 in progress)</source>
        <translation>%1 (1 pågår)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Senaste partier</translation>
    </message>
    <message>
        <source>The last game</source>
        <translation>Det senaste partiet</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games</source>
        <translation>
            <numerusform>Det senaste %n partiet</numerusform>
            <numerusform>De senaste %n partierna</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Spelade partier</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vunna partier</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Förlorade partier</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinstandel</translation>
    </message>
    <message>
        <source>Best score (Sun)</source>
        <translation>Bästa poäng (Sun)</translation>
    </message>
    <message>
        <source>Best score (Edderkop)</source>
        <translation>Bästa poäng (Edderkop)</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bästa poäng</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Minst antal drag till vinst</translation>
    </message>
    <message>
        <source>Games assisted (Demo or solver)</source>
        <translation>Spel med hjälp (demon eller lösaren)</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Nuvarande vinstsvit</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längsta vinstsvit</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bästa tid</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Genomsnittlig tid för en vinst</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Uppgift</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Värde</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nollställ statistik</translation>
    </message>
    <message>
        <source>Reset the statistics of %1? This cannot be undone.</source>
        <translation>Nollställa statistiken för %1? Det går inte att ångra.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Game code:</source>
        <translation>Spelkod:</translation>
    </message>
    <message>
        <source>Select the code, or press Copy</source>
        <translation>Markera koden eller tryck på Kopiera</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiera</translation>
    </message>
    <message>
        <source>Copy the game code to the clipboard</source>
        <translation>Kopiera spelkoden till urklipp</translation>
    </message>
    <message>
        <source>Score (Sun):</source>
        <translation>Poäng (Sun):</translation>
    </message>
    <message>
        <source>Score (Edderkop):</source>
        <translation>Poäng (Edderkop):</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Poäng:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Drag:</translation>
    </message>
    <message>
        <source>Deals left:</source>
        <translation>Utdelningar kvar:</translation>
    </message>
    <message>
        <source>Sequences:</source>
        <translation>Sekvenser:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tid:</translation>
    </message>
</context>
<context>
    <name>TurningDialog</name>
    <message>
        <source>Where Did I Lose?</source>
        <translation>Var förlorade jag?</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Lösaren känner till alla kort, även de nedvända; ett tips gör det aldrig.</translation>
    </message>
    <message>
        <source>Show in the &amp;Replay</source>
        <translation>Visa i &amp;reprisen</translation>
    </message>
    <message>
        <source>Show the &amp;Winning Line</source>
        <translation>Visa &amp;vägen till vinst</translation>
    </message>
    <message>
        <source>&amp;Try From Here</source>
        <translation>&amp;Försök härifrån</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>TurningWords</name>
    <message>
        <source>Winnable until your %1 action; after %2 the solver could not decide whether it could still be won.</source>
        <translation>Gick att vinna fram till ditt %1 drag; efter %2 kunde lösaren inte avgöra om det fortfarande gick att vinna.</translation>
    </message>
    <message>
        <source>Winnable until your %1 action; %2 lost it.</source>
        <translation>Gick att vinna fram till ditt %1 drag; %2 förlorade det.</translation>
    </message>
    <message>
        <source>the deal</source>
        <comment>the action that lost the game</comment>
        <translation>utdelningen</translation>
    </message>
    <message>
        <source>%1 into the empty column (column %2 to %3)</source>
        <translation>%1 till den tomma kolumnen (kolumn %2 till %3)</translation>
    </message>
    <message>
        <source>%1 onto %2 (column %3 to %4)</source>
        <translation>%1 på %2 (kolumn %3 till %4)</translation>
    </message>
    <message>
        <source>This deal could not be won from its start: no action of yours lost it.</source>
        <translation>Den här given gick inte att vinna från början: inget av dina drag förlorade den.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this deal could be won, so it cannot say where it was lost.</source>
        <translation>Lösaren kunde inte avgöra om den här given gick att vinna, så den kan inte säga var den förlorades.</translation>
    </message>
    <message>
        <source>Nothing is lost yet: this game can still be won from where it stands.</source>
        <translation>Inget är förlorat än: det här spelet går fortfarande att vinna härifrån.</translation>
    </message>
</context>
<context>
    <name>UndoMenu</name>
    <message>
        <source>Undo H&amp;istory</source>
        <translation>&amp;Ångrahistorik</translation>
    </message>
    <message numerus="yes">
        <source>As the &amp;Rules Say (%n actions)</source>
        <translation>
            <numerusform>Som &amp;reglerna säger (%n handling)</numerusform>
            <numerusform>Som &amp;reglerna säger (%n handlingar)</numerusform>
        </translation>
    </message>
    <message>
        <source>All the &amp;Way Back</source>
        <translation>Hela &amp;vägen tillbaka</translation>
    </message>
    <message>
        <source>A change applies from the next game</source>
        <translation>En ändring gäller från nästa spel</translation>
    </message>
    <message>
        <source>The game in play reaches all the way back</source>
        <translation>Spelet som pågår når hela vägen tillbaka</translation>
    </message>
    <message numerus="yes">
        <source>The game in play reaches back %n actions</source>
        <translation>
            <numerusform>Spelet som pågår når tillbaka %n handling</numerusform>
            <numerusform>Spelet som pågår når tillbaka %n handlingar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictDialog</name>
    <message>
        <source>Was It Winnable?</source>
        <translation>Gick det att vinna?</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Den här given</translation>
    </message>
    <message>
        <source>From the start:</source>
        <translation>Från början:</translation>
    </message>
    <message>
        <source>From where you left it:</source>
        <translation>Därifrån du lämnade det:</translation>
    </message>
    <message>
        <source>From where you are now:</source>
        <translation>Därifrån du är nu:</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Visa vägen till vinst</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Lösaren känner till alla kort, även de nedvända; ett tips gör det aldrig.</translation>
    </message>
    <message>
        <source>You won it.</source>
        <translation>Du vann det.</translation>
    </message>
    <message>
        <source>Winnable: the solver found a way to win (%1 moves and deals).</source>
        <translation>Går att vinna: lösaren hittade en väg till vinst (%1 drag och utdelningar).</translation>
    </message>
    <message>
        <source>Not winnable: every way of playing on was searched, and none wins.</source>
        <translation>Går inte att vinna: alla sätt att spela vidare prövades, och inget vinner.</translation>
    </message>
    <message>
        <source>Undecided: the solver could not decide within %1 seconds.</source>
        <translation>Oavgjort: lösaren kunde inte avgöra det inom %1 sekunder.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Lösaren stannade utan svar.</translation>
    </message>
</context>
<context>
    <name>WhereLost</name>
    <message>
        <source>Where Did I Lose?</source>
        <extracomment>Each position the bisection searches gets this many seconds, as a node budget: about log2(actions) + 2 searches, most of them quick (a win found, a short proof of a loss).</extracomment>
        <translation>Var förlorade jag?</translation>
    </message>
    <message>
        <source>The solver is looking for the action that lost this game…</source>
        <translation>Lösaren letar efter draget som förlorade det här spelet…</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too, and shows you a way to win.</source>
        <translation>För att svara tittar lösaren på alla kort, även de nedvända, och visar dig en väg till vinst.</translation>
    </message>
    <message>
        <source>This game is still in play: it will count as assisted, neither won nor lost. Look now?</source>
        <translation>Det här spelet pågår fortfarande: det kommer att räknas som assisterat, varken vunnet eller förlorat. Titta nu?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Titta</translation>
    </message>
    <message>
        <source>You won this game: no action lost it.</source>
        <translation>Du vann det här spelet: inget drag förlorade det.</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Inget har spelats än.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Lösaren stannade utan något svar.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Den här given</translation>
    </message>
    <message>
        <source>Practice from the last position that could be won: it counts nowhere in your statistics.</source>
        <translation>Övning från den sista ställningen som gick att vinna: den räknas inte någonstans i din statistik.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You Won!</source>
        <translation>Du vann!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Grattis, du vann!</translation>
    </message>
    <message>
        <source>Score: %1    Moves: %2</source>
        <translation>Poäng: %1    Drag: %2</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>New Game: %1</source>
        <translation>Nytt parti: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Börja om partiet</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Cards turned: %1 × %2 = %3</source>
        <translation>Vända kort: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Columns cleared: %1 × %2 = %3</source>
        <translation>Helt vända högar: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Links: %1 × %2 = %3</source>
        <translation>Länkar: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Sequences: %1 × %2 = %3</source>
        <translation>Sviter: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Actions: %1 (free)</source>
        <translation>Drag: %1 (gratis)</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>Actions: %1 × −1</source>
        <translation>Drag: %1 × −1</translation>
    </message>
    <message>
        <source>Cards turned: %1, columns cleared: %2</source>
        <translation>Vända kort: %1, helt vända högar: %2</translation>
    </message>
    <message>
        <source>Scoring: %1</source>
        <translation>Poängräkning: %1</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Nytt rekord!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>Bästa poäng: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n</source>
        <translation>
            <numerusform>Vinstsvit: %n</numerusform>
            <numerusform>Vinstsvit: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quit</source>
        <extracomment>The translation context of the action texts, and the dynamic property that keeps each action&apos;s English source text so a language change can translate it again. A dynamic property: the shortcuts list names all of this action&apos;s keys, not just the first.</extracomment>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Av</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snabb</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;About Spiderette</source>
        <translation>&amp;Om Spiderette</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>H&amp;elskärm</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>Next S&amp;uit Count</source>
        <translation>Nästa antal &amp;färger</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Börja om partiet</translation>
    </message>
    <message>
        <source>&amp;Play a Game Code…</source>
        <translation>Ange spel&amp;kod…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>K&amp;opiera spelkoden</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Dela ut</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Double-Click Moves</source>
        <translation>&amp;Dubbelklick flyttar</translation>
    </message>
    <message>
        <source>&amp;Auto-Place</source>
        <translation>&amp;Automatisk placering</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Visa &amp;verktygsfält</translation>
    </message>
    <message>
        <source>Sou&amp;nd</source>
        <translation>L&amp;jud</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <source>Describe the &amp;Table</source>
        <translation>&amp;Beskriv bordet</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Fyrfärgad kortlek</translation>
    </message>
    <message>
        <source>&amp;Larger Cards</source>
        <translation>S&amp;törre kort</translation>
    </message>
    <message>
        <source>As&amp;k Before Leaving a Game</source>
        <translation>Fråga innan ett parti &amp;lämnas</translation>
    </message>
    <message>
        <source>Show Ti&amp;me</source>
        <translation>Visa t&amp;id</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <source>&amp;Was It Winnable?…</source>
        <translation>&amp;Gick det att vinna?…</translation>
    </message>
    <message>
        <source>&amp;Winnable Deals Only</source>
        <translation>&amp;Bara vinnbara given</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>Was It Winnable? &amp;After Each Game</source>
        <translation>Gick det att vinna? &amp;Efter varje parti</translation>
    </message>
    <message>
        <source>Tell Me When a Game Can &amp;No Longer Be Won</source>
        <translation>Säg till när ett parti &amp;inte längre kan vinnas</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y…</source>
        <translation>Dagens gi&amp;v…</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Ö&amp;ppna spel…</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Spara spel so&amp;m…</translation>
    </message>
    <message>
        <source>Copy Game R&amp;ecord</source>
        <translation>Kopiera spelp&amp;rotokoll</translation>
    </message>
    <message>
        <source>Pas&amp;te Game Record</source>
        <translation>K&amp;listra in spelprotokoll</translation>
    </message>
    <message>
        <source>Replay This &amp;Game…</source>
        <translation>Åter&amp;spela detta spel…</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>D&amp;emo</translation>
    </message>
    <message>
        <source>Where Did I &amp;Lose?…</source>
        <extracomment>The answer&apos;s sentence, once shown (tests and the status bar hear it).</extracomment>
        <translation>Var förlorade &amp;jag?…</translation>
    </message>
</context>
<context>
    <name>WinningLineDialog</name>
    <message>
        <source>The Winning Line</source>
        <translation>Vägen till vinst</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Steg</translation>
    </message>
    <message>
        <source>Copy as Game Record</source>
        <translation>Kopiera som spelprotokoll</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Won in %1 actions.</source>
        <translation>Vunnet på %1 steg.</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Steg %1 av %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
</context>
</TS>
