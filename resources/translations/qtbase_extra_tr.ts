<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Texts of Qt's own file dialog that Qt's qtbase_tr.qm lacks (its labels with their
     accelerators): the dialog showed them in English. Installed beside qtbase_tr.qm
     (spiderette_qt/i18n/translator.py); compiled by tools/update_translations.py. -->
<TS version="2.1" language="tr">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Arama konumu:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Şu &amp;türde dosyalar:</translation>
    </message>
</context>
</TS>
