<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spiderette</source>
        <extracomment>language -&gt; (words, the order ICU&apos;s collation for that language gives them). language -&gt; (its letters beyond A-Z, the upper case of &quot;istanbul&quot;). Languages whose Qt translation renames the Ctrl key (proves qtbase_xx.qm is in use).</extracomment>
        <translation>Spiderette Hakkında</translation>
    </message>
    <message>
        <source>&amp;Licenses…</source>
        <translation>&amp;Lisanslar…</translation>
    </message>
    <message>
        <source>Spider solitaire: Spiderette with one deck, Spider and Relaxed Spider with two, each in 1, 2 and 4 suits.</source>
        <translation>Örümcek pasiyansı: tek desteyle Spiderette, iki desteyle Örümcek ve Rahat Örümcek; her biri 1, 2 ve 4 renkle.</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>Lisans: %1</translation>
    </message>
    <message>
        <source>This program comes with no warranty.</source>
        <translation>Bu program hiçbir garanti olmadan sunulur.</translation>
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
        <translation>%1 %2. sütuna taşındı</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) moved to column %1</source>
        <translation>
            <numerusform>%n kart %1. sütuna taşındı</numerusform>
        </translation>
    </message>
    <message>
        <source>sequence of %1 removed</source>
        <translation>%1 serisi kaldırıldı</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>%1 açıldı</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Kartlar dağıtıldı</translation>
    </message>
    <message>
        <source>Deal redone</source>
        <translation>Dağıtım yinelendi</translation>
    </message>
    <message>
        <source>Deal undone</source>
        <translation>Dağıtım geri alındı</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Geri alındı</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Yinelendi</translation>
    </message>
    <message>
        <source>game won</source>
        <translation>oyun kazanıldı</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>%1 alındı</translation>
    </message>
    <message numerus="yes">
        <source>Picked up %n card(s) from %1</source>
        <translation>
            <numerusform>%1 ile başlayan %n kart alındı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n kart seçildi</numerusform>
        </translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Hedef</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Geri konuldu</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Oyun masası</translation>
    </message>
    <message>
        <source>column %1, on %2</source>
        <translation>%1. sütun, %2 üstüne</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>uygun</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>uygun değil</translation>
    </message>
    <message>
        <source>Column %1 is empty: nothing to pick up</source>
        <translation>%1. sütun boş: alınacak kart yok</translation>
    </message>
    <message>
        <source>Score %1, %2, %3, %4</source>
        <translation>Puan %1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n hamle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>kalan dağıtım sayısı %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 sequences removed</source>
        <translation>%2 seriden %1 tanesi kaldırıldı</translation>
    </message>
    <message>
        <source>Score %1, %2</source>
        <translation>Puan %1, %2</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Geri alınacak bir şey yok</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Yinelenecek bir şey yok</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Blue &amp;Spider</source>
        <translation>Mavi &amp;Örümcek</translation>
    </message>
    <message>
        <source>Red &amp;Web</source>
        <translation>Kırmızı &amp;Ağ</translation>
    </message>
    <message>
        <source>Green &amp;Tartan</source>
        <translation>Yeşil &amp;Ekose</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Yeşil</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Mavi</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Kırmızı</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>K&amp;oyu</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>&amp;Sistemi İzle</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Açık</translation>
    </message>
    <message>
        <source>Card &amp;Back</source>
        <translation>Kart &amp;Arkası</translation>
    </message>
    <message>
        <source>Table &amp;Colour</source>
        <translation>&amp;Masa Rengi</translation>
    </message>
    <message>
        <source>Window T&amp;heme</source>
        <translation>&amp;Pencere Teması</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>sinek</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank in a card name</comment>
        <translation>ası</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank in a card name</comment>
        <translation>valesi</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank in a card name</comment>
        <translation>kızı</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank in a card name</comment>
        <translation>papazı</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>rank alone</comment>
        <translation>as</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank alone</comment>
        <translation>vale</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank alone</comment>
        <translation>kız</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank alone</comment>
        <translation>papaz</translation>
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
        <translation>Oyun Kodu Gir</translation>
    </message>
    <message>
        <source>Type or paste a game code, for example %1:</source>
        <translation>Bir oyun kodu yazın veya yapıştırın, örneğin %1:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Kodu temizle</translation>
    </message>
    <message>
        <source>A valid code: press Play to start this deal.</source>
        <translation>Geçerli bir kod: bu oyunu başlatmak için Oyna&apos;ya basın.</translation>
    </message>
</context>
<context>
    <name>CodeProblems</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>The isolate controls: one in the player&apos;s text would close (or open) ours too early.</extracomment>
        <translation>%1 veya %2</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Oyun kodu boş.</translation>
    </message>
    <message>
        <source>That is too long for a game code.</source>
        <translation>Bu, bir oyun kodu için fazla uzun.</translation>
    </message>
    <message>
        <source>A game code has 3 parts joined by “-”; this one has %1.</source>
        <translation>Bir oyun kodu “-” ile birleştirilmiş 3 bölümden oluşur; bu kodda %1 bölüm var.</translation>
    </message>
    <message>
        <source>The first part must start with the game (%1), not “%2”.</source>
        <translation>İlk bölüm oyunla başlamalıdır (%1), “%2” değil.</translation>
    </message>
    <message>
        <source>The first part must be %1 (the suit count), not “%2”.</source>
        <translation>İlk bölüm %1 olmalıdır (renk sayısı), “%2” değil.</translation>
    </message>
    <message>
        <source>The second part must be S and the shuffle version, like S1, not “%1”.</source>
        <translation>İkinci bölüm S ve karıştırma sürümü olmalıdır, örneğin S1, “%1” değil.</translation>
    </message>
    <message>
        <source>Shuffle version %1 is unknown: this version of Spiderette knows %2.</source>
        <translation>%1 karıştırma sürümü bilinmiyor: Spiderette&apos;in bu sürümü %2 sürümünü tanır.</translation>
    </message>
    <message>
        <source>The last part must be exactly %1 letters A–Z, not “%2”.</source>
        <translation>Son bölüm tam olarak %1 harften (A–Z) oluşmalıdır, “%2” değil.</translation>
    </message>
    <message>
        <source>A game code looks like %1: the game (%2) and the suit count (%3), S1, %4 letters.</source>
        <translation>Bir oyun kodu %1 biçimindedir: oyun (%2) ve renk sayısı (%3), S1, %4 harf.</translation>
    </message>
</context>
<context>
    <name>Counting</name>
    <message>
        <source>The Demo moved in this game, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Demo bu oyunda hamle yaptı, bu yüzden oyun artık yardımlı sayılıyor: oynandı, ama ne kazanıldı ne kaybedildi. En iyi puan belirlemez ve kazanma serini bozmaz.</translation>
    </message>
    <message>
        <source>The solver showed you where this game was lost and how to win it, so it now counts as assisted: played, but neither won nor lost. It sets no best score and does not break your winning streak.</source>
        <translation>Çözücü bu oyunun nerede kaybedildiğini ve nasıl kazanılacağını gösterdi, bu yüzden oyun artık yardımlı sayılıyor: oynandı, ama ne kazanıldı ne kaybedildi. En iyi puan belirlemez ve kazanma serini bozmaz.</translation>
    </message>
    <message>
        <source>This game was opened from a record, so it is practice: it counts nowhere in your statistics or the deal of the day, whatever score it shows.</source>
        <translation>Bu oyun bir kayıttan açıldı, bu yüzden alıştırmadır: hangi puanı gösterirse göstersin istatistiklerinde ve günün dağıtımında sayılmaz.</translation>
    </message>
    <message>
        <source>You finished this practice game. It is not counted: your statistics stay as they were.</source>
        <translation>Bu alıştırma oyununu bitirdin. Sayılmaz: istatistiklerin olduğu gibi kalır.</translation>
    </message>
    <message>
        <source>You finished this game with the Demo&apos;s help: it counts as assisted, not as a win, and your winning streak is kept.</source>
        <translation>Bu oyunu Demonun yardımıyla bitirdin: kazanma değil, yardımlı sayılır ve kazanma serin korunur.</translation>
    </message>
    <message>
        <source>The statistics file was changed by another program while Spiderette was running. Its figures are kept, the games finished here that it lacked are added to them, and the game on the table goes on being counted.</source>
        <translation>İstatistik dosyası Spiderette çalışırken başka bir program tarafından değiştirildi. Dosyadaki sayılar korunur, burada bitirilen ve dosyada olmayan oyunlar eklenir ve masadaki oyun sayılmaya devam eder.</translation>
    </message>
    <message>
        <source>The statistics file had been damaged by another program. It was kept as %1, and your statistics were saved in its place.</source>
        <translation>İstatistik dosyası başka bir program tarafından bozulmuştu. %1 olarak saklandı ve istatistiklerin onun yerine kaydedildi.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read, so your statistics are not being saved. Nothing was written over it.</source>
        <translation>İstatistik dosyası okunamıyor, bu yüzden istatistiklerin kaydedilmiyor. Üzerine hiçbir şey yazılmadı.</translation>
    </message>
</context>
<context>
    <name>CrashLog</name>
    <message>
        <source>Spiderette closed unexpectedly last time. The details are in this file, which you can send with a bug report:
%1</source>
        <extracomment>Qt messages kept for the fatal log.</extracomment>
        <translation>Spiderette geçen sefer beklenmedik biçimde kapandı. Ayrıntılar, bir hata raporuyla gönderebileceğiniz şu dosyada:
%1</translation>
    </message>
    <message>
        <source>Spiderette closed unexpectedly last time. Your game was kept. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>Spiderette geçen sefer beklenmedik biçimde kapandı. Oyununuz korundu. Ayrıntılar, bir hata raporuyla gönderebileceğiniz şu dosyada:
%1</translation>
    </message>
    <message>
        <source>Something went wrong inside Spiderette. Your game has been saved and you can go on playing. The details are in this file, which you can send with a bug report:
%1</source>
        <translation>Spiderette içinde bir şeyler ters gitti. Oyununuz kaydedildi ve oynamaya devam edebilirsiniz. Ayrıntılar, bir hata raporuyla gönderebileceğiniz şu dosyada:
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
        <translation>Oynanmadı</translation>
    </message>
    <message>
        <source>Played, not won yet</source>
        <translation>Oynandı, henüz kazanılmadı</translation>
    </message>
    <message>
        <source>Won: score %1 in %2 moves</source>
        <translation>Kazanıldı: %2 hamlede %1 puan</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>, süre %1</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Günün Dağıtımı</translation>
    </message>
    <message>
        <source>won</source>
        <translation>kazanıldı</translation>
    </message>
    <message>
        <source>played</source>
        <translation>oynandı</translation>
    </message>
    <message>
        <source>Finding the deal of the day…</source>
        <translation>Günün dağıtımı aranıyor…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>%1, %2: one deal a day, the same for everyone, proven winnable.</source>
        <translation>%1, %2: günde bir dağıtım, herkes için aynı, kazanılabileceği kanıtlanmış.</translation>
    </message>
    <message>
        <source>Daily streak (days in a row): %1</source>
        <translation>Günlük seri (art arda gün): %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Bugün</translation>
    </message>
    <message>
        <source>(your best this day)</source>
        <translation>(bu günkü en iyi sonucunuz)</translation>
    </message>
    <message>
        <source>Play Today&apos;s Deal</source>
        <translation>Bugünün Dağıtımını Oyna</translation>
    </message>
    <message>
        <source>Play This Day&apos;s Deal</source>
        <translation>Bu Günün Dağıtımını Oyna</translation>
    </message>
    <message>
        <source>The deal of the day could not be found. Please try again.</source>
        <translation>Günün dağıtımı bulunamadı. Lütfen yeniden deneyin.</translation>
    </message>
    <message>
        <source>Deal of the day, %1: %2</source>
        <translation>Günün dağıtımı, %1: %2</translation>
    </message>
    <message>
        <source>This is not a file that can be opened.</source>
        <translation>Bu açılabilecek bir dosya değil.</translation>
    </message>
    <message>
        <source>This file is far too large for a game record.</source>
        <translation>Bu dosya bir oyun kaydı için çok büyük.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Dosya okunamıyor: %1</translation>
    </message>
    <message>
        <source>This is not a game record: the file is not text.</source>
        <translation>Bu bir oyun kaydı değil: dosya metin değil.</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Oyunu Farklı Kaydet</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette)</source>
        <translation>Spiderette oyunları (*.spiderette)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Oyun kaydedilemedi: %1</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Oyun %1 dosyasına kaydedildi</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Oyun Aç</translation>
    </message>
    <message>
        <source>Spiderette games (*.spiderette);;All files (*)</source>
        <translation>Spiderette oyunları (*.spiderette);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Another game record is being opened.</source>
        <translation>Başka bir oyun kaydı açılıyor.</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>satır %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>hamle %1</translation>
    </message>
    <message>
        <source>This game record cannot be played</source>
        <translation>Bu oyun kaydı oynatılamıyor</translation>
    </message>
    <message>
        <source>Game opened: %1 actions replayed</source>
        <translation>Oyun açıldı: %1 hamle yeniden oynandı</translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Oyun kaydı kopyalandı</translation>
    </message>
    <message>
        <source>The clipboard holds no game record.</source>
        <translation>Panoda oyun kaydı yok.</translation>
    </message>
    <message>
        <source>Paste Game Record</source>
        <translation>Oyun Kaydını Yapıştır</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Tekrar Oynat</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>The action (1-based) the progress line marks: the one that lost the game.</extracomment>
        <translation>|◀ Baş</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Geri</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Oynat</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>İleri ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Son ▶|</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Buradan Oyna</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Hamle %1 / %2</translation>
    </message>
    <message>
        <source>the action that lost the game</source>
        <translation>oyunu kaybettiren hamle</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>puan %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Duraklat</translation>
    </message>
    <message>
        <source>Opening the game record… The table takes no clicks or keys until it is shown.</source>
        <extracomment>How often the GUI thread looks whether the worker is done. The player&apos;s input to the window while a record is opened: dropped, not queued.</extracomment>
        <translation>Oyun kaydı açılıyor… Kayıt gösterilene kadar masa tıklama ya da tuş kabul etmez.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>The computer plays the hint&apos;s moves from here. Like the hint, it never looks at face-down cards or the stock. Any click or key stops it.</source>
        <extracomment>The Demo stops when it brings the same table back this many times (going round in circles). In the last stage (the stock empty: no deal brings new cards) the Demo also stops when this many of its moves in a row leave the hint&apos;s measure of the seen table no higher than the stage&apos;s best (hints.been_before&apos;s count, the one WANDER_LIMIT reads): no card turned up, no run built. The hint itself goes on wandering through new tables until its plans give up or its own limit (hints.WANDER_LIMIT, 100 actions) makes it say &quot;no move helps&quot;. Measured 2026-12-07, following the hint on the tuning deals from 5,000,000 (four-suit Spider 40 games, two-suit 30, one-suit 30, two- and four-suit Spiderette 40 each): in the last stage a game got further again after at most 9 such moves (a won four-suit Spiderette game), while most lost four-suit Spider games ended after 100. Four-suit Spider 6,000,000 from its last deal in the window: the Demo stopped after 68 moves (51.7 s at normal speed) instead of 104 (77.8 s). Not a game size. The events that stop it (any click or key, on any of the app&apos;s windows; a shortcut&apos;s key is seen first as a ShortcutOverride) ... ... and the rest of that click or key press, which does nothing else either.</extracomment>
        <translation>Bilgisayar buradan itibaren ipucunun hamlelerini oynar. İpucu gibi kapalı kartlara ya da desteye asla bakmaz. Herhangi bir tıklama ya da tuş onu durdurur.</translation>
    </message>
    <message>
        <source>Demo playing: any click or key stops it.</source>
        <translation>Demo oynuyor: herhangi bir tıklama ya da tuş onu durdurur.</translation>
    </message>
    <message>
        <source>Demo stopped. The game is yours again.</source>
        <translation>Demo durdu. Oyun yeniden sizin.</translation>
    </message>
    <message>
        <source>The Demo won this game (not counted as your win).</source>
        <translation>Demo bu oyunu kazandı (sizin kazancınız sayılmaz).</translation>
    </message>
    <message>
        <source>The Demo stopped: no move helps.</source>
        <translation>Demo durdu: hiçbir hamle işe yaramıyor.</translation>
    </message>
    <message>
        <source>The Demo stopped: the search gave no answer.</source>
        <translation>Demo durdu: arama bir yanıt vermedi.</translation>
    </message>
    <message>
        <source>The Demo plays the hint&apos;s moves, so it needs the hint: turn it on under Settings › Solver › Hints.</source>
        <translation>Demo ipucunun hamlelerini oynar, bu yüzden ipucuna ihtiyaç duyar: Ayarlar › Çözücü › İpuçları altından açın.</translation>
    </message>
    <message>
        <source>Turn On Hints and Start the Demo</source>
        <translation>İpuçlarını aç ve Demo&apos;yu başlat</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>0 deals left</source>
        <translation>dağıtım kalmadı</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) left</source>
        <translation>
            <numerusform>kalan dağıtım sayısı %n</numerusform>
        </translation>
    </message>
    <message>
        <source>no sequence removed</source>
        <translation>henüz hiçbir seri kaldırılmadı</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) removed</source>
        <translation>
            <numerusform>%n seri kaldırıldı</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: %1, %2; %3.</source>
        <translation>Çekme destesi: %1, %2; %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>No stock; %1.</source>
        <translation>Çekme destesi yok; %1.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Sütun %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>sütun %1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: boş</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n kapalı kart</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a column of face-down cards only</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, then %3</source>
        <translation>%1: %2, ardından %3</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>Medium-hard</source>
        <translation>Orta-zor</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <source>The saved game was damaged, so a new game was started.</source>
        <translation>Kayıtlı oyun bozulmuştu, bu yüzden yeni bir oyun başlatıldı.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game was started.</source>
        <translation>Kayıtlı oyun okunamadı, bu yüzden yeni bir oyun başlatıldı.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so the statistics start again from zero.</source>
        <translation>İstatistik dosyası bozulmuştu, bu yüzden istatistikler sıfırdan başlıyor.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so the statistics start again from zero.</source>
        <translation>İstatistik dosyası okunamadı, bu yüzden istatistikler sıfırdan başlıyor.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Bozuk dosya %1 adıyla saklandı.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>Eski dosya %1 adıyla saklandı.</translation>
    </message>
    <message>
        <source>The file was kept as %1 in the folder %2. Spiderette does not read it again; you can look at it or attach it to a bug report, and delete it when you no longer need it.</source>
        <translation>Dosya %2 klasöründe %1 adıyla saklandı. Spiderette onu bir daha okumaz; inceleyebilir ya da bir hata raporuna ekleyebilir, artık gerekmediğinde silebilirsiniz.</translation>
    </message>
    <message>
        <source>Another Spiderette window saved a newer game, so this game was not saved over it. To keep this game instead, press Save This Game; otherwise the newer game is the one you will find next time.</source>
        <translation>Başka bir Spiderette penceresi daha yeni bir oyun kaydetti, bu yüzden bu oyun onun üzerine kaydedilmedi. Bunun yerine bu oyunu tutmak için Bu Oyunu Kaydet&apos;e basın; yoksa bir dahaki sefere daha yeni oyunu bulursunuz.</translation>
    </message>
    <message>
        <source>Save This Game</source>
        <translation>Bu Oyunu Kaydet</translation>
    </message>
    <message>
        <source>Spiderette is not allowed to read its saved game file, so this game is not being saved over it. Give yourself permission to read and write the file (Details names it), or move it away.</source>
        <translation>Spiderette kayıtlı oyun dosyasını okuma iznine sahip değil, bu yüzden bu oyun onun üzerine kaydedilmiyor. Kendinize dosyayı okuma ve yazma izni verin (Ayrıntılar dosyanın adını verir) ya da dosyayı başka yere taşıyın.</translation>
    </message>
    <message>
        <source>Where Spiderette saves the game there is a folder, a pipe or a device instead of a file, so this game is not being saved. Move it away (Details names it).</source>
        <translation>Spiderette&apos;in oyunu kaydettiği yerde dosya yerine bir klasör, bir boru (pipe) ya da bir aygıt var, bu yüzden bu oyun kaydedilmiyor. Onu başka yere taşıyın (Ayrıntılar adını verir).</translation>
    </message>
    <message>
        <source>The saved game file cannot be read (a disk error?), so this game is not being saved over it. Details names the file.</source>
        <translation>Kayıtlı oyun dosyası okunamıyor (bir disk hatası mı?), bu yüzden bu oyun onun üzerine kaydedilmiyor. Ayrıntılar dosyanın adını verir.</translation>
    </message>
    <message>
        <source>The saved game file had been damaged by another program. It was kept as %1, and this game was saved in its place.</source>
        <translation>Kayıtlı oyun dosyası başka bir program tarafından bozulmuştu. Dosya %1 olarak saklandı ve yerine bu oyun kaydedildi.</translation>
    </message>
    <message>
        <source>Could not save: Spiderette may not write in its data folder.</source>
        <translation>Kaydedilemedi: Spiderette veri klasörüne yazamıyor (izin yok).</translation>
    </message>
    <message>
        <source>Could not save: the data folder is on a read-only disk.</source>
        <translation>Kaydedilemedi: veri klasörü salt okunur bir diskte.</translation>
    </message>
    <message>
        <source>Could not save: the disk is full.</source>
        <translation>Kaydedilemedi: disk dolu.</translation>
    </message>
    <message>
        <source>Could not save: the data folder cannot be written.</source>
        <translation>Kaydedilemedi: veri klasörüne yazılamıyor.</translation>
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
        <translation>Örümcek</translation>
    </message>
    <message>
        <source>Relaxed Spider</source>
        <translation>Rahat Örümcek</translation>
    </message>
    <message>
        <source>Will o&apos; the Wisp</source>
        <translation>Bataklık Işığı</translation>
    </message>
    <message>
        <source>Simple Simon</source>
        <translation>Simple Simon</translation>
    </message>
    <message>
        <source>Spider Three Decks</source>
        <translation>Üç Desteli Örümcek</translation>
    </message>
    <message>
        <source>One deck: the quick game</source>
        <translation>Tek deste: hızlı oyun</translation>
    </message>
    <message>
        <source>Two decks: the classic</source>
        <translation>İki deste: klasik oyun</translation>
    </message>
    <message>
        <source>Two decks; the stock may be dealt onto an empty column</source>
        <translation>İki deste; boş bir sütun varken de çekme destesinden dağıtılabilir</translation>
    </message>
    <message>
        <source>One deck in columns of three</source>
        <translation>Üçer kartlık sütunlarda tek deste</translation>
    </message>
    <message>
        <source>One deck, all face up, no stock</source>
        <translation>Tek deste, hepsi açık, çekme destesi yok</translation>
    </message>
    <message>
        <source>Three decks in twelve columns</source>
        <translation>On iki sütunda üç deste</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Choose a column</source>
        <translation>Bir sütun seç</translation>
    </message>
    <message>
        <source>Left / Right, 1–%1</source>
        <translation>Sol / Sağ, 1–%1</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, 0 for column %1</source>
        <translation>Sol / Sağ, 1–9, %1. sütun için 0</translation>
    </message>
    <message>
        <source>Left / Right, 1–9, then %2 for columns 10–%1</source>
        <translation>Sol / Sağ, 1–9, ardından 10–%1. sütunlar için %2</translation>
    </message>
    <message>
        <source>Take more or fewer cards of the run</source>
        <translation>Gruptan daha çok veya daha az kart al</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Yukarı / Aşağı</translation>
    </message>
    <message>
        <source>Pick up the run; place it on the chosen column</source>
        <translation>Grubu al; seçilen sütuna koy</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter veya Boşluk</translation>
    </message>
    <message>
        <source>Put the run back; hide the cursor</source>
        <translation>Grubu geri koy; imleci gizle</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Send the chosen run to its best column</source>
        <translation>Seçilen grubu en uygun sütuna gönder</translation>
    </message>
    <message>
        <source>New game (on the table)</source>
        <translation>Yeni oyun (masada)</translation>
    </message>
    <message>
        <source>Open the menus</source>
        <translation>Menüleri aç</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Sistem Varsayılanı</translation>
    </message>
</context>
<context>
    <name>LicensesDialog</name>
    <message>
        <source>Licenses</source>
        <translation>Lisanslar</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Üçüncü taraf bildirimleri</translation>
    </message>
    <message>
        <source>The license texts are missing from this installation.</source>
        <translation>Lisans metinleri bu kurulumda eksik.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 okunamıyor: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>Animasyon &amp;Hızı</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>The card images for the next start are drawn and kept this long after the first frame (ui.card_disk_cache), when the start&apos;s own deferred work is long done. A window that has not painted by then (started minimised, or in a test) saves its start and finishes what waits for the first frame all the same. Qt Multimedia is imported and the effects made this long after the first frame, a step per event-loop turn (two of 15-65 ms, the rest under 1 ms: sound/player.py): after the deal-out (Spider&apos;s is ~1.3 s), which would stutter under them. Until then, silence. True once the work after the first frame ran (it may resize the window).</extracomment>
        <translation>Araç Çubuğu</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Yeni</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Renkler</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Baştan Başlat</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri Al</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Yinele</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dağıt</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>Bu oyundan çıkılsın mı?</translation>
    </message>
    <message>
        <source>Restart This Deal?</source>
        <extracomment>How the game on the table counts: the player&apos;s own, assisted, or practice (counted nowhere). What the player asked for: a new deal (New Game, the S key, Play a Game Code), the same deal again, or the deal of a game code handed to the app (a second launch).</extracomment>
        <translation>Oyun baştan başlatılsın mı?</translation>
    </message>
    <message>
        <source>Deal the same cards again and start this game from the beginning?</source>
        <translation>Aynı kartlar yeniden dağıtılıp bu oyun baştan başlatılsın mı?</translation>
    </message>
    <message>
        <source>It stays the same game in the statistics, not a loss.</source>
        <translation>İstatistiklerde aynı oyun olarak kalır, kayıp sayılmaz.</translation>
    </message>
    <message>
        <source>Undo brings back where you are now, until your first move after the restart.</source>
        <translation>Yeniden başlattıktan sonraki ilk hamlenize kadar Geri Al şu anki durumu geri getirir.</translation>
    </message>
    <message>
        <source>Undo brings this game back, until your first move in the new one.</source>
        <translation>Yeni oyunda ilk hamlenizi yapana kadar Geri Al bu oyunu geri getirir.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished and was assisted: it counts as neither won nor lost.</source>
        <translation>Süren oyun bitmedi ve yardım aldı: ne kazanılmış ne kaybedilmiş sayılır.</translation>
    </message>
    <message>
        <source>The game in progress is a practice game: it counts nowhere.</source>
        <translation>Süren oyun bir alıştırma oyunu: hiçbir yerde sayılmaz.</translation>
    </message>
    <message>
        <source>The game in progress is unfinished: it will count as lost.</source>
        <translation>Süren oyun bitmedi: kaybedilmiş sayılacak.</translation>
    </message>
    <message>
        <source>Leave this game and play the game code %1?</source>
        <translation>Bu oyundan çıkıp %1 oyun kodu oynansın mı?</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 oyna</translation>
    </message>
    <message>
        <source>Leave this game and start another?</source>
        <translation>Bu oyundan çıkıp yenisi başlatılsın mı?</translation>
    </message>
    <message>
        <source>Leave This Game</source>
        <translation>Oyundan Çık</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Oynamaya Devam Et</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Bir daha sorma</translation>
    </message>
    <message>
        <source>Settings &gt; Ask Before Leaving a Game turns this question back on.</source>
        <translation>Ayarlar &gt; Oyundan Çıkmadan Önce Sor bu soruyu yeniden açar.</translation>
    </message>
    <message>
        <source>Move the run under the pointer to its best column</source>
        <translation>İmlecin altındaki grubu en uygun sütuna taşı</translation>
    </message>
    <message>
        <source>Double-click or tap</source>
        <translation>Çift tıklama veya dokunma</translation>
    </message>
    <message>
        <source>Game code %1 copied to the clipboard</source>
        <translation>%1 oyun kodu panoya kopyalandı</translation>
    </message>
    <message>
        <source>S&amp;olver</source>
        <translation>Çö&amp;zücü</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Details…</source>
        <translation>Ayrıntılar…</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Bu iletiyi kapat</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Ayrıntılar</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>İleti</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Choose the difficulty of the new game:</source>
        <translation>Yeni oyunun zorluk düzeyini seçin:</translation>
    </message>
    <message>
        <source>Easy: 1 suit</source>
        <translation>Kolay: 1 renk</translation>
    </message>
    <message>
        <source>One suit, the best start</source>
        <translation>Tek renk, başlamak için en iyisi</translation>
    </message>
    <message>
        <source>Medium: 2 suits</source>
        <translation>Orta: 2 renk</translation>
    </message>
    <message>
        <source>Spades and hearts</source>
        <translation>Maça ve kupa</translation>
    </message>
    <message>
        <source>Medium-hard: 3 suits</source>
        <translation>Orta-zor: 3 renk</translation>
    </message>
    <message>
        <source>Clubs, hearts, spades</source>
        <translation>Sinek, kupa, maça</translation>
    </message>
    <message>
        <source>Hard: 4 suits</source>
        <translation>Zor: 4 renk</translation>
    </message>
    <message>
        <source>All four suits</source>
        <translation>Dört rengin hepsi</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Yalnızca kazanılabilir dağıtımlar</translation>
    </message>
</context>
<context>
    <name>NoStock</name>
    <message>
        <source>This game has no stock: there is nothing to deal</source>
        <translation>Bu oyunda çekme destesi yok: dağıtılacak bir şey yok</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>There is no such column</source>
        <translation>Böyle bir sütun yok</translation>
    </message>
    <message>
        <source>That column does not have that many face-up cards</source>
        <translation>Bu sütunda o kadar açık kart yok</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved</source>
        <translation>Kapalı bir kart taşınamaz</translation>
    </message>
    <message>
        <source>Cards move together only when their ranks go down one by one</source>
        <translation>Kartlar ancak değerleri birer birer azalıyorsa birlikte taşınır</translation>
    </message>
    <message>
        <source>Only a run of one suit moves together</source>
        <translation>Yalnızca tek türden oluşan bir grup birlikte taşınır</translation>
    </message>
    <message>
        <source>A run must move to another column</source>
        <translation>Grup başka bir sütuna taşınmalıdır</translation>
    </message>
    <message>
        <source>Nothing can be put on an ace</source>
        <translation>Asın üstüne hiçbir kart konamaz</translation>
    </message>
    <message>
        <source>A king can only move to an empty column</source>
        <translation>Papaz yalnızca boş bir sütuna taşınabilir</translation>
    </message>
    <message>
        <source>A card goes only on a card exactly one rank higher</source>
        <translation>Bir kart yalnızca tam bir değer yüksek bir kartın üstüne konabilir</translation>
    </message>
    <message>
        <source>Fill the empty column before dealing</source>
        <translation>Dağıtmadan önce boş sütunu doldurun</translation>
    </message>
    <message>
        <source>The stock is empty: all 4 deals are made</source>
        <translation>Çekme destesi boş: 4 dağıtımın hepsi yapıldı</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Geri alınacak bir şey yok</translation>
    </message>
    <message>
        <source>Undo reaches back only over the last 100 actions</source>
        <translation>Geri al yalnızca son 100 işleme kadar geri gidebilir</translation>
    </message>
    <message>
        <source>There is nothing to redo</source>
        <translation>Yinelenecek bir şey yok</translation>
    </message>
    <message>
        <source>No column can take this run</source>
        <translation>Bu grubu alabilecek bir sütun yok</translation>
    </message>
    <message>
        <source>The game is won: start a new one</source>
        <translation>Oyun kazanıldı: yeni bir oyun başlatın</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <source>Recent games</source>
        <translation>Son oyunlar</translation>
    </message>
    <message>
        <source>The last game: %1 won, %2 lost</source>
        <translation>Son oyun: %1 kazanıldı, %2 kaybedildi</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games: %1 won, %2 lost</source>
        <translation>
            <numerusform>Son %n oyun: %1 kazanıldı, %2 kaybedildi</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished yet: the first one is in progress</source>
        <translation>Henüz biten oyun yok: ilki devam ediyor</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Henüz oyun yok</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <source>Height: score (Sun)</source>
        <translation>Yükseklik: puan (Sun)</translation>
    </message>
    <message>
        <source>Height: score (Edderkop)</source>
        <translation>Yükseklik: puan (Edderkop)</translation>
    </message>
    <message>
        <source>Height: score</source>
        <translation>Yükseklik: puan</translation>
    </message>
    <message>
        <source>Won: %2 moves (no score of this system was kept then)</source>
        <translation>Kazanıldı: %2 hamle (o zaman bu puanlamada puan tutulmuyordu)</translation>
    </message>
    <message>
        <source>Lost: %2 moves (no score of this system was kept then)</source>
        <translation>Kaybedildi: %2 hamle (o zaman bu puanlamada puan tutulmuyordu)</translation>
    </message>
    <message>
        <source>Won: score %1, %2 moves</source>
        <translation>Kazanıldı: %1 puan, %2 hamle</translation>
    </message>
    <message>
        <source>Lost: score %1, %2 moves</source>
        <translation>Kaybedildi: %1 puan, %2 hamle</translation>
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
        <translation>&amp;Windows: 500 ile başla, her hamle −1, her dizi +100</translation>
    </message>
    <message>
        <source>S&amp;un: +10 a card turned, +15 a column, +2 a link, +50 a sequence</source>
        <translation>S&amp;un: açılan her kart +10, her sütun +15, her bağ +2, her dizi +50</translation>
    </message>
    <message>
        <source>&amp;Edderkop: +100 a sequence, +5 a card turned</source>
        <translation>&amp;Edderkop: her dizi +100, açılan her kart +5</translation>
    </message>
</context>
<context>
    <name>ScoringMenu</name>
    <message>
        <source>Sco&amp;ring</source>
        <translation>P&amp;uanlama</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Klavye Kısayolları</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Eylem</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tuşlar</translation>
    </message>
</context>
<context>
    <name>SolverDialogs</name>
    <message>
        <source>Was It Winnable?</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>Kazanılabilir miydi?</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too.</source>
        <translation>Yanıt vermek için çözücü, kapalı olanlar da dahil her karta bakar.</translation>
    </message>
    <message>
        <source>Knowing the answer may spoil the game. Look now?</source>
        <translation>Yanıtı bilmek oyunun tadını kaçırabilir. Şimdi bakılsın mı?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Bak</translation>
    </message>
</context>
<context>
    <name>SolverFeatures</name>
    <message>
        <source>Looking for a hint…</source>
        <extracomment>Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.</extracomment>
        <translation>İpucu aranıyor…</translation>
    </message>
    <message>
        <source>No move on the table helps. Dealing is your choice.</source>
        <translation>Masadaki hiçbir hamle işe yaramıyor. Dağıtıp dağıtmamak sizin seçiminiz.</translation>
    </message>
    <message>
        <source>No move helps.</source>
        <translation>Hiçbir hamle işe yaramıyor.</translation>
    </message>
    <message>
        <source>No hint this time: the search stopped.</source>
        <translation>Bu kez ipucu yok: arama durdu.</translation>
    </message>
    <message>
        <source>Was It Winnable?</source>
        <translation>Kazanılabilir miydi?</translation>
    </message>
    <message>
        <source>The solver is searching every way to play this deal…</source>
        <translation>Çözücü bu dağıtımı oynamanın her yolunu arıyor…</translation>
    </message>
    <message>
        <source>Checking whether the last game could have been won…</source>
        <translation>Son oyunun kazanılıp kazanılamayacağı denetleniyor…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Bu oyun artık kazanılamaz.</translation>
    </message>
    <message>
        <source>Undo a few actions, or start a new game.</source>
        <translation>Birkaç adımı geri alın ya da yeni bir oyun başlatın.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Kazanılabilir bir dağıtım aranıyor…</translation>
    </message>
    <message>
        <source>Deal Any Game</source>
        <translation>Herhangi Bir Oyun Dağıt</translation>
    </message>
    <message>
        <source>No winnable deal was found in time; this one is an ordinary deal.</source>
        <translation>Zamanında kazanılabilir bir dağıtım bulunamadı; bu sıradan bir dağıtım.</translation>
    </message>
</context>
<context>
    <name>SolverNotices</name>
    <message>
        <source>Deal %1</source>
        <translation>Dağıtım %1</translation>
    </message>
    <message>
        <source>The last deal</source>
        <translation>Son dağıtım</translation>
    </message>
    <message>
        <source>Was it winnable? %1: %2 from the start, %3 from where you left it.</source>
        <translation>Kazanılabilir miydi? %1: baştan %2, bıraktığınız yerden %3.</translation>
    </message>
    <message>
        <source>Was it winnable? %1 (won): %2 from the start.</source>
        <translation>Kazanılabilir miydi? %1 (kazanıldı): baştan %2.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>kazanılabilir</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>kazanılamaz</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>belirsiz</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>yanıt yok</translation>
    </message>
    <message>
        <source>Show the Verdict…</source>
        <translation>Sonucu Göster…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy (1 suit)</source>
        <translation>Kolay (1 renk)</translation>
    </message>
    <message>
        <source>Medium (2 suits)</source>
        <translation>Orta (2 renk)</translation>
    </message>
    <message>
        <source>Medium-hard (3 suits)</source>
        <translation>Orta-zor (3 renk)</translation>
    </message>
    <message>
        <source>Hard (4 suits)</source>
        <translation>Zor (4 renk)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Oyun:</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Sıfırla…</translation>
    </message>
    <message>
        <source>Reset the statistics of the difficulty shown</source>
        <translation>Gösterilen zorluk düzeyinin istatistiklerini sıfırla</translation>
    </message>
    <message>
        <source>Statistics: %1, %2</source>
        <translation>İstatistikler: %1, %2</translation>
    </message>
    <message>
        <source>%1 (1 in progress)</source>
        <translation>%1 (1 devam ediyor)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Son oyunlar</translation>
    </message>
    <message>
        <source>The last game</source>
        <translation>Son oyun</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games</source>
        <translation>
            <numerusform>Son %n oyun</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Oynanan oyunlar</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Kazanılan oyunlar</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Kaybedilen oyunlar</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <source>Best score (Sun)</source>
        <translation>En iyi puan (Sun)</translation>
    </message>
    <message>
        <source>Best score (Edderkop)</source>
        <translation>En iyi puan (Edderkop)</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>En yüksek puan</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Kazanmak için en az hamle</translation>
    </message>
    <message>
        <source>Games assisted (Demo or solver)</source>
        <translation>Yardımlı oyunlar (demo veya çözücü)</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Şu anki galibiyet serisi</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>En uzun galibiyet serisi</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>En iyi süre</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Bir kazancın ortalama süresi</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Ölçüt</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%%1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <source>Reset the statistics of %1? This cannot be undone.</source>
        <translation>%1 istatistikleri sıfırlansın mı? Bu işlem geri alınamaz.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Game code:</source>
        <translation>Oyun kodu:</translation>
    </message>
    <message>
        <source>Select the code, or press Copy</source>
        <translation>Kodu seçin veya Kopyala&apos;ya basın</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopyala</translation>
    </message>
    <message>
        <source>Copy the game code to the clipboard</source>
        <translation>Oyun kodunu panoya kopyala</translation>
    </message>
    <message>
        <source>Score (Sun):</source>
        <translation>Puan (Sun):</translation>
    </message>
    <message>
        <source>Score (Edderkop):</source>
        <translation>Puan (Edderkop):</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Puan:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Hamle:</translation>
    </message>
    <message>
        <source>Deals left:</source>
        <translation>Kalan dağıtım:</translation>
    </message>
    <message>
        <source>Sequences:</source>
        <translation>Seriler:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Süre:</translation>
    </message>
</context>
<context>
    <name>TurningDialog</name>
    <message>
        <source>Where Did I Lose?</source>
        <translation>Nerede kaybettim?</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Çözücü kapalı olanlar dahil her kartı bilir; ipucu ise asla bilmez.</translation>
    </message>
    <message>
        <source>Show in the &amp;Replay</source>
        <translation>&amp;Tekrarda göster</translation>
    </message>
    <message>
        <source>Show the &amp;Winning Line</source>
        <translation>&amp;Kazanma yolunu göster</translation>
    </message>
    <message>
        <source>&amp;Try From Here</source>
        <translation>Buradan &amp;dene</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>TurningWords</name>
    <message>
        <source>Winnable until your %1 action; after %2 the solver could not decide whether it could still be won.</source>
        <translation>%1 hamlenize kadar kazanılabilirdi; %2 sonrasında çözücü oyunun hâlâ kazanılıp kazanılamayacağına karar veremedi.</translation>
    </message>
    <message>
        <source>Winnable until your %1 action; %2 lost it.</source>
        <translation>%1 hamlenize kadar kazanılabilirdi; %2 oyunu kaybettirdi.</translation>
    </message>
    <message>
        <source>the deal</source>
        <comment>the action that lost the game</comment>
        <translation>dağıtım</translation>
    </message>
    <message>
        <source>%1 into the empty column (column %2 to %3)</source>
        <translation>%1 boş sütuna (sütun %2&apos;den %3&apos;e)</translation>
    </message>
    <message>
        <source>%1 onto %2 (column %3 to %4)</source>
        <translation>%1, %2 üzerine (sütun %3&apos;ten %4&apos;e)</translation>
    </message>
    <message>
        <source>This deal could not be won from its start: no action of yours lost it.</source>
        <translation>Bu dağıtım baştan kazanılamazdı: hiçbir hamleniz oyunu kaybettirmedi.</translation>
    </message>
    <message>
        <source>The solver could not decide whether this deal could be won, so it cannot say where it was lost.</source>
        <translation>Çözücü bu dağıtımın kazanılabilir olup olmadığına karar veremedi; bu yüzden nerede kaybedildiğini söyleyemez.</translation>
    </message>
    <message>
        <source>Nothing is lost yet: this game can still be won from where it stands.</source>
        <translation>Henüz hiçbir şey kaybedilmedi: bu oyun şu anki hâlinden hâlâ kazanılabilir.</translation>
    </message>
</context>
<context>
    <name>UndoMenu</name>
    <message>
        <source>Undo H&amp;istory</source>
        <translation>Ger&amp;i Alma Geçmişi</translation>
    </message>
    <message numerus="yes">
        <source>As the &amp;Rules Say (%n actions)</source>
        <translation>
            <numerusform>&amp;Kuralların dediği gibi (%n işlem)</numerusform>
        </translation>
    </message>
    <message>
        <source>All the &amp;Way Back</source>
        <translation>&amp;Oyunun başına kadar</translation>
    </message>
    <message>
        <source>A change applies from the next game</source>
        <translation>Değişiklik bir sonraki oyundan itibaren geçerli olur</translation>
    </message>
    <message>
        <source>The game in play reaches all the way back</source>
        <translation>Oynanan oyun başına kadar geri alınabilir</translation>
    </message>
    <message numerus="yes">
        <source>The game in play reaches back %n actions</source>
        <translation>
            <numerusform>Oynanan oyun %n işlem geri alınabilir</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictDialog</name>
    <message>
        <source>Was It Winnable?</source>
        <translation>Kazanılabilir miydi?</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Dağıtım %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Bu dağıtım</translation>
    </message>
    <message>
        <source>From the start:</source>
        <translation>Baştan:</translation>
    </message>
    <message>
        <source>From where you left it:</source>
        <translation>Bıraktığınız yerden:</translation>
    </message>
    <message>
        <source>From where you are now:</source>
        <translation>Şu anki durumdan:</translation>
    </message>
    <message>
        <source>Show the Winning Line</source>
        <translation>Kazanma yolunu göster</translation>
    </message>
    <message>
        <source>The solver knows every card, face-down ones included; a hint never does.</source>
        <translation>Çözücü kapalı olanlar dahil her kartı bilir; ipucu ise asla bilmez.</translation>
    </message>
    <message>
        <source>You won it.</source>
        <translation>Kazandınız.</translation>
    </message>
    <message>
        <source>Winnable: the solver found a way to win (%1 moves and deals).</source>
        <translation>Kazanılabilir: çözücü kazanmanın bir yolunu buldu (%1 hamle ve dağıtım).</translation>
    </message>
    <message>
        <source>Not winnable: every way of playing on was searched, and none wins.</source>
        <translation>Kazanılamaz: devam etmenin her yolu arandı ve hiçbiri kazandırmıyor.</translation>
    </message>
    <message>
        <source>Undecided: the solver could not decide within %1 seconds.</source>
        <translation>Belirsiz: çözücü %1 saniye içinde karar veremedi.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Çözücü yanıt vermeden durdu.</translation>
    </message>
</context>
<context>
    <name>WhereLost</name>
    <message>
        <source>Where Did I Lose?</source>
        <extracomment>Each position the bisection searches gets this many seconds, as a node budget: about log2(actions) + 2 searches, most of them quick (a win found, a short proof of a loss).</extracomment>
        <translation>Nerede kaybettim?</translation>
    </message>
    <message>
        <source>The solver is looking for the action that lost this game…</source>
        <translation>Çözücü bu oyunu kaybettiren hamleyi arıyor…</translation>
    </message>
    <message>
        <source>To answer, the solver looks at every card, the face-down ones too, and shows you a way to win.</source>
        <translation>Cevap vermek için çözücü kapalı olanlar dahil her karta bakar ve size kazanmanın bir yolunu gösterir.</translation>
    </message>
    <message>
        <source>This game is still in play: it will count as assisted, neither won nor lost. Look now?</source>
        <translation>Bu oyun hâlâ sürüyor: yardımlı sayılacak, ne kazanılmış ne kaybedilmiş olarak. Şimdi bakılsın mı?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Bak</translation>
    </message>
    <message>
        <source>You won this game: no action lost it.</source>
        <translation>Bu oyunu kazandınız: hiçbir hamle oyunu kaybettirmedi.</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Henüz hiçbir şey oynanmadı.</translation>
    </message>
    <message>
        <source>The solver stopped without an answer.</source>
        <translation>Çözücü bir cevap vermeden durdu.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Dağıtım %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Bu dağıtım</translation>
    </message>
    <message>
        <source>Practice from the last position that could be won: it counts nowhere in your statistics.</source>
        <translation>Kazanılabilen son durumdan alıştırma: istatistiklerinizde hiçbir yerde sayılmaz.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You Won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Tebrikler, kazandınız!</translation>
    </message>
    <message>
        <source>Score: %1    Moves: %2</source>
        <translation>Puan: %1    Hamle: %2</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Süre: %1</translation>
    </message>
    <message>
        <source>New Game: %1</source>
        <translation>Yeni Oyun: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Oyunu Baştan Başlat</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Cards turned: %1 × %2 = %3</source>
        <translation>Açılan kartlar: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Columns cleared: %1 × %2 = %3</source>
        <translation>Tamamen açılan sütunlar: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Links: %1 × %2 = %3</source>
        <translation>Bağlar: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Sequences: %1 × %2 = %3</source>
        <translation>Diziler: %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Actions: %1 (free)</source>
        <translation>Hamleler: %1 (ücretsiz)</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Başlangıç: %1</translation>
    </message>
    <message>
        <source>Actions: %1 × −1</source>
        <translation>Hamleler: %1 × −1</translation>
    </message>
    <message>
        <source>Cards turned: %1, columns cleared: %2</source>
        <translation>Açılan kartlar: %1, tamamen açılan sütunlar: %2</translation>
    </message>
    <message>
        <source>Scoring: %1</source>
        <translation>Puanlama: %1</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Yeni en yüksek skor!</translation>
    </message>
    <message>
        <source>Best score: %1</source>
        <translation>En yüksek skor: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n</source>
        <translation>
            <numerusform>Galibiyet serisi: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quit</source>
        <extracomment>The translation context of the action texts, and the dynamic property that keeps each action&apos;s English source text so a language change can translate it again. A dynamic property: the shortcuts list names all of this action&apos;s keys, not just the first.</extracomment>
        <translation>&amp;Çıkış</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Kapalı</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hızlı</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;About Spiderette</source>
        <translation>Spiderette &amp;Hakkında</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Tam &amp;Ekran</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Yeni Oyun…</translation>
    </message>
    <message>
        <source>Next S&amp;uit Count</source>
        <translation>Sonraki &amp;Renk Sayısı</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>Oyunu &amp;Baştan Başlat</translation>
    </message>
    <message>
        <source>&amp;Play a Game Code…</source>
        <translation>Oyun Kodu &amp;Gir…</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>Oyun Kodunu &amp;Kopyala</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Dağıt</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>İ&amp;statistikler…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <source>&amp;Double-Click Moves</source>
        <translation>Çift &amp;Tıklamayla Taşı</translation>
    </message>
    <message>
        <source>&amp;Auto-Place</source>
        <translation>&amp;Otomatik Yerleştir</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Araç &amp;Çubuğunu Göster</translation>
    </message>
    <message>
        <source>Sou&amp;nd</source>
        <translation>Ses&amp;ler</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Kla&amp;vye Kısayolları</translation>
    </message>
    <message>
        <source>Describe the &amp;Table</source>
        <translation>Masayı &amp;Anlat</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Dört &amp;Renkli Deste</translation>
    </message>
    <message>
        <source>&amp;Larger Cards</source>
        <translation>Daha &amp;Büyük Kartlar</translation>
    </message>
    <message>
        <source>As&amp;k Before Leaving a Game</source>
        <translation>Oyundan Çıkmadan Önce &amp;Sor</translation>
    </message>
    <message>
        <source>Show Ti&amp;me</source>
        <translation>Süreyi &amp;Göster</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>İp&amp;ucu</translation>
    </message>
    <message>
        <source>&amp;Was It Winnable?…</source>
        <translation>Kazanılabilir &amp;miydi?…</translation>
    </message>
    <message>
        <source>&amp;Winnable Deals Only</source>
        <translation>&amp;Yalnızca kazanılabilir dağıtımlar</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>İp&amp;uçları</translation>
    </message>
    <message>
        <source>Was It Winnable? &amp;After Each Game</source>
        <translation>Kazanılabilir miydi? Her oyundan &amp;sonra</translation>
    </message>
    <message>
        <source>Tell Me When a Game Can &amp;No Longer Be Won</source>
        <translation>Oyun artık kazanılamayacaksa &amp;bildir</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y…</source>
        <translation>Gü&amp;nün Dağıtımı…</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Oyun &amp;Aç…</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Oyunu &amp;Farklı Kaydet…</translation>
    </message>
    <message>
        <source>Copy Game R&amp;ecord</source>
        <translation>Oyun Kaydını Ko&amp;pyala</translation>
    </message>
    <message>
        <source>Pas&amp;te Game Record</source>
        <translation>Oyun Kaydını Yapı&amp;ştır</translation>
    </message>
    <message>
        <source>Replay This &amp;Game…</source>
        <translation>Bu Oyunu &amp;Tekrar Oynat…</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>D&amp;emo</translation>
    </message>
    <message>
        <source>Where Did I &amp;Lose?…</source>
        <extracomment>The answer&apos;s sentence, once shown (tests and the status bar hear it).</extracomment>
        <translation>Nerede kaybett&amp;im?…</translation>
    </message>
</context>
<context>
    <name>WinningLineDialog</name>
    <message>
        <source>The Winning Line</source>
        <translation>Kazanma yolu</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Copy as Game Record</source>
        <translation>Oyun Kaydı Olarak Kopyala</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Won in %1 actions.</source>
        <translation>%1 adımda kazanıldı.</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Adım %1 / %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Duraklat</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Oynat</translation>
    </message>
</context>
</TS>
