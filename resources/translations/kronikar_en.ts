<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>{what}: done for %n character(s). Ctrl+Z takes it back.</source>
        <translation>
            <numerusform>{what}: done for %n character. Ctrl+Z takes it back.</numerusform>
            <numerusform>{what}: done for %n characters. Ctrl+Z takes it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterPage</name>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n character(s)</source>
        <translation>
            <numerusform>Delete %n character</numerusform>
            <numerusform>Delete %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message numerus="yes">
        <source>Broken rules: %n open</source>
        <translation>
            <numerusform>Broken rules: %n open</numerusform>
            <numerusform>Broken rules: %n open</numerusform>
        </translation>
    </message>
</context>
</TS>
