<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spiderette</source>
        <translation>Spiderette Hakkında</translation>
    </message>
    <message>
        <source>One-deck Spider solitaire in 1, 2 and 4 suits.</source>
        <translation>1, 2 ve 4 renkle oynanan tek desteli Spider (Örümcek) pasiyansı.</translation>
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
        <source>A valid code: press Play to start this deal.</source>
        <translation>Geçerli bir kod: bu oyunu başlatmak için Oyna&apos;ya basın.</translation>
    </message>
</context>
<context>
    <name>CodeProblems</name>
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
        <source>The first part must be SD1, SD2 or SD4 (the suit count), not “%1”.</source>
        <translation>İlk bölüm SD1, SD2 veya SD4 olmalıdır (renk sayısı), “%1” değil.</translation>
    </message>
    <message>
        <source>The second part must be S and the shuffle version, like S1, not “%1”.</source>
        <translation>İkinci bölüm S ve karıştırma sürümü olmalıdır, örneğin S1, “%1” değil.</translation>
    </message>
    <message>
        <source>Shuffle version %1 is unknown: this version of Spiderette knows S1.</source>
        <translation>%1 karıştırma sürümü bilinmiyor: Spiderette&apos;in bu sürümü S1&apos;i tanır.</translation>
    </message>
    <message>
        <source>The last part must be exactly 7 letters A–Z, not “%1”.</source>
        <translation>Son bölüm tam olarak 7 harften (A–Z) oluşmalıdır, “%1” değil.</translation>
    </message>
    <message>
        <source>A game code looks like %1: SD and the suit count (1, 2 or 4), S1, 7 letters.</source>
        <translation>Bir oyun kodu %1 biçimindedir: SD ve renk sayısı (1, 2 veya 4), S1, 7 harf.</translation>
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
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>Choose a column</source>
        <translation>Bir sütun seç</translation>
    </message>
    <message>
        <source>Left / Right, 1–7</source>
        <translation>Sol / Sağ, 1–7</translation>
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
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>How long the table description stays in the status bar (ms): it is long to read.</extracomment>
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
        <translation>Araç Çubuğu</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Yeni</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Baştan</translation>
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
        <source>The game in progress will be lost. Start another game?</source>
        <translation>Süren oyun kaybolacak. Yeni bir oyun başlatılsın mı?</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Bir daha sorma</translation>
    </message>
    <message>
        <source>Could not save: %1</source>
        <translation>Kaydedilemedi: %1</translation>
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
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
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
    <name>RecentGamesChart</name>
    <message>
        <source>Recent games</source>
        <translation>Son oyunlar</translation>
    </message>
    <message>
        <source>Last %1 games: %2 won, %3 lost</source>
        <translation>Son %1 oyun: %2 kazanıldı, %3 kaybedildi</translation>
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
        <source>Height: score</source>
        <translation>Yükseklik: puan</translation>
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
    <name>Rules</name>
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
    <name>RulesDialog</name>
    <message>
        <source>Rules of Spiderette</source>
        <translation>Spiderette Kuralları</translation>
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
        <source>No winnable deal was found in time; this one is an ordinary deal.</source>
        <translation>Zamanında kazanılabilir bir dağıtım bulunamadı; bu sıradan bir dağıtım.</translation>
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
        <source>Hard (4 suits)</source>
        <translation>Zor (4 renk)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
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
        <source>Best score</source>
        <translation>En yüksek puan</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Kazanmak için en az hamle</translation>
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
        <source>Statistics: %1</source>
        <translation>İstatistikler: %1</translation>
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
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quit</source>
        <extracomment>The translation context of the action texts, and the dynamic property that keeps each action&apos;s English source text so a language change can translate it again.</extracomment>
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
        <source>&amp;New Game…</source>
        <translation>&amp;Yeni Oyun…</translation>
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
