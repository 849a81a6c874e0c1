<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Parts of the rules data are Open Game Content under the Open Game License 1.0a.</source>
        <translation>Část dat pravidel je Open Game Content podle licence Open Game License 1.0a.</translation>
    </message>
    <message>
        <source>Read the Open Game License…</source>
        <translation>Přečíst Open Game License…</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>{name}: check “{column}”.</source>
        <translation>{name}: zkontrolujte „{column}“.</translation>
    </message>
    <message>
        <source>Check the value “{value}”.</source>
        <translation>Zkontrolujte hodnotu „{value}“.</translation>
    </message>
</context>
<context>
    <name>ActionOrderModel</name>
    <message>
        <source>bonus action {n}</source>
        <translation>{n}. bonusová akce</translation>
    </message>
    <message>
        <source>main action</source>
        <translation>hlavní akce</translation>
    </message>
    <message>
        <source>now</source>
        <translation>na řadě</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hotovo</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>čeká</translation>
    </message>
</context>
<context>
    <name>AddToFightDialog</name>
    <message>
        <source>Add to fight</source>
        <translation>Přidat do boje</translation>
    </message>
    <message>
        <source>“Wolf 1–6” numbers six from 1, “#. wolf” puts the number where # is; a bare name numbers on after the fight&apos;s own.</source>
        <translation>„Vlk 1–6“ očísluje šest od 1, „#. vlk“ dá číslo místo #; samotné jméno čísluje dál po jménech v boji.</translation>
    </message>
    <message>
        <source>average stamina</source>
        <translation>průměrná stamina</translation>
    </message>
    <message>
        <source>roll each one&apos;s stamina</source>
        <translation>hodit staminu každému zvlášť</translation>
    </message>
    <message>
        <source>&amp;hidden (the players do not see them yet)</source>
        <translation>&amp;skrytí (hráči je zatím nevidí)</translation>
    </message>
    <message>
        <source>Also add them to the &amp;roster</source>
        <translation>Přidat je také do seznamu p&amp;ostav</translation>
    </message>
    <message>
        <source>Each one becomes an NPC of the roster; its wounds land on its sheet</source>
        <translation>Každý z nich se stane NPC v seznamu postav; jeho zranění se zapisují do jeho deníku</translation>
    </message>
    <message>
        <source>No fight is open: a new prepared fight “{fight}” is made of them.</source>
        <translation>Žádný boj není otevřený: připraví se z nich nový boj „{fight}“.</translation>
    </message>
    <message>
        <source>Into the running fight “{fight}”: each rolls initiative or you enter it.</source>
        <translation>Do probíhajícího boje „{fight}“: každý si hodí iniciativu, nebo ji zadáte.</translation>
    </message>
    <message>
        <source>Into the prepared fight “{fight}”.</source>
        <translation>Do připraveného boje „{fight}“.</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Kolik:</translation>
    </message>
    <message>
        <source>&amp;Names:</source>
        <translation>&amp;Jména:</translation>
    </message>
    <message>
        <source>&amp;Stamina:</source>
        <translation>&amp;Stamina:</translation>
    </message>
    <message>
        <source>&amp;Add to fight</source>
        <translation>&amp;Přidat do boje</translation>
    </message>
    <message numerus="yes">
        <source>%n× {name}</source>
        <translation>
            <numerusform>%n× {name}</numerusform>
            <numerusform>%n× {name}</numerusform>
            <numerusform>%n× {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bestiary: %n× {name}</source>
        <translation>
            <numerusform>Z bestiáře: %n× {name}</numerusform>
            <numerusform>Z bestiáře: %n× {name}</numerusform>
            <numerusform>Z bestiáře: %n× {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmountsDialog</name>
    <message>
        <source>Damage</source>
        <translation>Zranění</translation>
    </message>
    <message>
        <source>Coup de grace</source>
        <translation>Rána z milosti</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Léčení</translation>
    </message>
    <message>
        <source>To: {names}</source>
        <translation>Komu: {names}</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Zranění:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Množství:</translation>
    </message>
    <message>
        <source>&amp;Damage to each:</source>
        <translation>&amp;Zranění každému:</translation>
    </message>
    <message>
        <source>&amp;Amount for each:</source>
        <translation>&amp;Množství každému:</translation>
    </message>
    <message>
        <source>e.g. 2d6+3</source>
        <translation>např. 2k6+3</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>Or r&amp;oll:</source>
        <translation>Nebo &amp;hodit:</translation>
    </message>
    <message>
        <source>C&amp;ritical hit (straight to wound points)</source>
        <translation>&amp;Kritický zásah (rovnou do bodů zdraví)</translation>
    </message>
    <message>
        <source>&amp;Bypasses regeneration (Fortitude DC 10 + damage)</source>
        <translation>&amp;Obchází regeneraci (záchranný hod na Výdrž TO 10 + zranění)</translation>
    </message>
    <message>
        <source>Fixed amount: wound points first, then stamina</source>
        <translation>Pevné množství: nejdřív body zdraví, pak stamina</translation>
    </message>
    <message>
        <source>Stamina only</source>
        <translation>Jen stamina</translation>
    </message>
    <message>
        <source>Wound points only</source>
        <translation>Jen body zdraví</translation>
    </message>
    <message>
        <source>Healing spell: the dice to stamina, the fixed part to wound points</source>
        <translation>Léčivé kouzlo: kostky do staminy, pevná část do bodů zdraví</translation>
    </message>
    <message>
        <source>An automatic critical hit; if it survives, a Fortitude save DC 10 + damage or it dies.</source>
        <translation>Automatický kritický zásah; kdo přežije, musí uspět v záchranném hodu na Výdrž (TO 10 + zranění), jinak zemře.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Druh:</translation>
    </message>
    <message>
        <source>&amp;Fixed part (spell):</source>
        <translation>&amp;Pevná část (kouzlo):</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Množství</translation>
    </message>
</context>
<context>
    <name>ArmourForm</name>
    <message>
        <source>Armour subtracts its Kvalita from a hit when Přesah ≤ its Pokrytí</source>
        <translation>Zbroj odečte od zásahu svou Kvalitu, když Přesah ≤ její Pokrytí</translation>
    </message>
    <message>
        <source>Armour subtracts its Pokrytí from a hit when Přesah &gt; Pokrytí</source>
        <translation>Zbroj odečte od zásahu své Pokrytí, když Přesah &gt; Pokrytí</translation>
    </message>
    <message>
        <source>&amp;Kvalita:</source>
        <translation>&amp;Kvalita:</translation>
    </message>
    <message>
        <source>Pokr&amp;ytí:</source>
        <translation>Pokr&amp;ytí:</translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>&amp;Cena:</translation>
    </message>
</context>
<context>
    <name>AskContactDialog</name>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>The contact&apos;s influence (Vliv)</source>
        <translation>Vliv kontaktu</translation>
    </message>
    <message>
        <source>Difficulty of the task</source>
        <translation>Obtížnost úkolu</translation>
    </message>
    <message>
        <source>What is asked</source>
        <translation>Co se žádá</translation>
    </message>
    <message>
        <source>Ask a contact</source>
        <translation>Požádat kontakt</translation>
    </message>
    <message>
        <source>Never an automatic success: the GM decides, or the contact&apos;s influence is rolled against the task&apos;s difficulty.</source>
        <translation>Nikdy to není automatický úspěch: rozhodne Vypravěč, nebo se hodí vlivem kontaktu proti obtížnosti úkolu.</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <source>Resolve an attack</source>
        <translation>Vyhodnotit útok</translation>
    </message>
    <message>
        <source>from the gear</source>
        <translation>z vybavení</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>Útoč&amp;ník:</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>&amp;Zbraň:</translation>
    </message>
    <message>
        <source>&amp;Defender:</source>
        <translation>&amp;Obránce:</translation>
    </message>
    <message>
        <source>Defends &amp;with:</source>
        <translation>&amp;Brání se čím:</translation>
    </message>
    <message>
        <source>&amp;Shield:</source>
        <translation>Š&amp;tít:</translation>
    </message>
    <message>
        <source>Ar&amp;mour:</source>
        <translation>Zb&amp;roj:</translation>
    </message>
    <message>
        <source>ÚČ</source>
        <translation>ÚČ</translation>
    </message>
    <message>
        <source>OČ</source>
        <translation>OČ</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Zranění</translation>
    </message>
    <message>
        <source>Kvalita</source>
        <translation>Kvalita</translation>
    </message>
    <message>
        <source>Pokrytí</source>
        <translation>Pokrytí</translation>
    </message>
    <message>
        <source>Attacker&apos;s d6:</source>
        <translation>k6 útočníka:</translation>
    </message>
    <message>
        <source>Attacker&apos;s d6</source>
        <translation>k6 útočníka</translation>
    </message>
    <message>
        <source>Defender&apos;s d6:</source>
        <translation>k6 obránce:</translation>
    </message>
    <message>
        <source>Defender&apos;s d6</source>
        <translation>k6 obránce</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Vyhodnotit</translation>
    </message>
    <message>
        <source>Wound penalties fixed at the round&apos;s start, added by the rules: attacker {a}, defender {d}.</source>
        <translation>Postihy za zranění stanovené na začátku kola, připočtou se automaticky: útočník {a}, obránce {d}.</translation>
    </message>
    <message>
        <source>No wound penalties this round.</source>
        <translation>V tomto kole žádné postihy za zranění.</translation>
    </message>
    <message>
        <source>unarmed</source>
        <translation>beze zbraně</translation>
    </message>
    <message>
        <source>dodging</source>
        <translation>uhýbání</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>from the gear: {item}</source>
        <translation>z vybavení: {item}</translation>
    </message>
    <message>
        <source>Přesah {overshoot}: a hit, damage {damage}.</source>
        <translation>Přesah {overshoot}: zásah, zranění {damage}.</translation>
    </message>
    <message>
        <source>Přesah {overshoot}: no hit.</source>
        <translation>Přesah {overshoot}: bez zásahu.</translation>
    </message>
    <message>
        <source>Přesah before the dice {overshoot} (the two d6 move it by −5 to +5); with equal dice a hit, damage {damage}.</source>
        <translation>Přesah před hodem {overshoot} (dvě k6 ho posunou o −5 až +5); při stejných hodech zásah, zranění {damage}.</translation>
    </message>
    <message>
        <source>Přesah before the dice {overshoot} (the two d6 move it by −5 to +5); with equal dice no hit.</source>
        <translation>Přesah před hodem {overshoot} (dvě k6 ho posunou o −5 až +5); při stejných hodech bez zásahu.</translation>
    </message>
</context>
<context>
    <name>AttributesPanel</name>
    <message>
        <source>Attributes</source>
        <translation>Atributy</translation>
    </message>
    <message>
        <source>Temperament and side</source>
        <translation>Temperament a strana</translation>
    </message>
    <message>
        <source>T&amp;emperament:</source>
        <translation>&amp;Temperament:</translation>
    </message>
    <message>
        <source>&amp;Dominant side:</source>
        <translation>&amp;Dominantní strana:</translation>
    </message>
    <message>
        <source>right-handed (pravák)</source>
        <translation>pravák</translation>
    </message>
    <message>
        <source>left-handed (levák)</source>
        <translation>levák</translation>
    </message>
    <message>
        <source>Burning is possible from the dominant arm and leg; the other hand or leg takes −1 (Střety).</source>
        <translation>Pálit lze z dominantní ruky a nohy; druhá ruka či noha má −1 (Střety).</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Zručnost</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapacita</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Políčka</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Moc</translation>
    </message>
    <message>
        <source>Burn</source>
        <translation>Pálení</translation>
    </message>
    <message>
        <source>The skill attribute sets the bank and the burn limit of its type.</source>
        <translation>Atribut zručnosti určuje bank a limit pálení svého typu.</translation>
    </message>
    <message>
        <source>The capacity attribute sets the scars&apos; boxes and the base power.</source>
        <translation>Kapacitní atribut určuje počet políček jizev a základní moc.</translation>
    </message>
    <message>
        <source>Dice in the bank: twice the skill attribute (Člověk, Atributy).</source>
        <translation>Kostky v banku: dvojnásobek dovednostního atributu (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>Boxes in each scar of the type: the capacity attribute (Člověk, Atributy).</source>
        <translation>Políčka v každé jizvě daného typu: kapacitní atribut (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>Base power (moc): capacity / 2, rounded up (Člověk, Atributy).</source>
        <translation>Základní moc: kapacita / 2, zaokrouhleno nahoru (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>Most wound points burned per round: the skill attribute (Člověk, Atributy).</source>
        <translation>Nejvýše spálených bodů zranění za kolo: dovednostní atribut (Člověk, Atributy).</translation>
    </message>
    <message>
        <source>close: {close} · distant: {distant}</source>
        <translation>blízké: {close} · vzdálené: {distant}</translation>
    </message>
</context>
<context>
    <name>AutofireDialog</name>
    <message>
        <source>Autofire</source>
        <translation>Autopalba</translation>
    </message>
    <message>
        <source>— nobody named —</source>
        <translation>— neurčeno —</translation>
    </message>
    <message>
        <source>short burst (2 attacks, one target)</source>
        <translation>krátká dávka (2 útoky, jeden cíl)</translation>
    </message>
    <message>
        <source>long burst (3 attacks)</source>
        <translation>dlouhá dávka (3 útoky)</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>Ú&amp;točník:</translation>
    </message>
    <message>
        <source>&amp;Burst:</source>
        <translation>&amp;Dávka:</translation>
    </message>
    <message>
        <source>Attack &amp;1:</source>
        <translation>Útok &amp;1:</translation>
    </message>
    <message>
        <source>Attack &amp;2:</source>
        <translation>Útok &amp;2:</translation>
    </message>
    <message>
        <source>Attack &amp;3:</source>
        <translation>Útok &amp;3:</translation>
    </message>
    <message>
        <source>Penalties: {line}. No aiming; each hit rolls its hit location.</source>
        <translation>Postihy: {line}. Bez míření; každý zásah hází na místo zásahu.</translation>
    </message>
</context>
<context>
    <name>BestiaryCampaign</name>
    <message>
        <source>Save {name} to the campaign&apos;s bestiary</source>
        <translation>Uložit {name} do bestiáře kampaně</translation>
    </message>
    <message>
        <source>Not saved to the campaign</source>
        <translation>Neuloženo do kampaně</translation>
    </message>
    <message>
        <source>Edit the monster {name}</source>
        <translation>Upravit nestvůru {name}</translation>
    </message>
    <message>
        <source>New monster {name}</source>
        <translation>Nová nestvůra {name}</translation>
    </message>
    <message>
        <source>The monster was not saved</source>
        <translation>Nestvůra nebyla uložena</translation>
    </message>
    <message>
        <source>Delete the monster {name}</source>
        <translation>Smazat nestvůru {name}</translation>
    </message>
    <message>
        <source>Not deleted</source>
        <translation>Nesmazáno</translation>
    </message>
    <message>
        <source>The monsters were not exported</source>
        <translation>Nestvůry nebyly exportovány</translation>
    </message>
    <message>
        <source>The monsters were not imported</source>
        <translation>Nestvůry nebyly importovány</translation>
    </message>
</context>
<context>
    <name>BestiaryDock</name>
    <message>
        <source>Bestiary</source>
        <translation>Bestiář</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Netvoři</translation>
    </message>
    <message>
        <source>Stat block</source>
        <translation>Statistiky netvora</translation>
    </message>
    <message>
        <source>&amp;Bestiary</source>
        <translation>&amp;Bestiář</translation>
    </message>
    <message>
        <source>Search by name (Ctrl+Shift+B)</source>
        <translation>Hledat podle jména (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>C&amp;R:</source>
        <translation>&amp;NB:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>CR</source>
        <translation>NB</translation>
    </message>
    <message>
        <source>&amp;Add to fight…</source>
        <translation>&amp;Přidat do boje…</translation>
    </message>
    <message>
        <source>N× this monster, numbered, into the open fight (or a new prepared one).</source>
        <translation>N× tuto nestvůru, očíslovanou, do otevřeného boje (nebo do nového připraveného).</translation>
    </message>
    <message>
        <source>Save to &amp;campaign</source>
        <translation>Uložit do &amp;kampaně</translation>
    </message>
    <message>
        <source>A copy in the campaign&apos;s own bestiary, to edit.</source>
        <translation>Kopie ve vlastním bestiáři kampaně, k úpravám.</translation>
    </message>
    <message>
        <source>&amp;New monster…</source>
        <translation>&amp;Nová nestvůra…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>S&amp;oubor</translation>
    </message>
    <message>
        <source>&amp;Export the campaign&apos;s monsters…</source>
        <translation>&amp;Exportovat nestvůry kampaně…</translation>
    </message>
    <message>
        <source>&amp;Import monsters…</source>
        <translation>&amp;Importovat nestvůry…</translation>
    </message>
    <message>
        <source>Delete the campaign&apos;s own monster (undoable).</source>
        <translation>Smazat vlastní nestvůru kampaně (lze vrátit zpět).</translation>
    </message>
    <message>
        <source>any type</source>
        <translation>jakýkoli typ</translation>
    </message>
    <message>
        <source>any</source>
        <translation>jakákoli</translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s) found</source>
        <translation>
            <numerusform>Nalezena %n nestvůra</numerusform>
            <numerusform>Nalezeny %n nestvůry</numerusform>
            <numerusform>Nalezeno %n nestvůr</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Upravit…</translation>
    </message>
    <message>
        <source>&amp;Edit a copy…</source>
        <translation>&amp;Upravit kopii…</translation>
    </message>
    <message>
        <source>Export the campaign&apos;s monsters</source>
        <translation>Exportovat nestvůry kampaně</translation>
    </message>
    <message>
        <source>monsters.json</source>
        <translation>nestvury.json</translation>
    </message>
    <message>
        <source>Kronikář templates (*.json);;All files (*)</source>
        <translation>Šablony Kronikáře (*.json);;Všechny soubory (*)</translation>
    </message>
    <message numerus="yes">
        <source>Import %n monster(s)</source>
        <translation>
            <numerusform>Importovat %n nestvůru</numerusform>
            <numerusform>Importovat %n nestvůry</numerusform>
            <numerusform>Importovat %n nestvůr</numerusform>
        </translation>
    </message>
    <message>
        <source>Import monsters</source>
        <translation>Importovat nestvůry</translation>
    </message>
    <message>
        <source>Pick a monster to see its statistics.</source>
        <translation>Vyberte nestvůru a uvidíte její statistiky.</translation>
    </message>
</context>
<context>
    <name>BonusDialog</name>
    <message>
        <source>Bonus actions</source>
        <translation>Bonusové akce</translation>
    </message>
    <message>
        <source>No bonus action</source>
        <translation>Bez bonusové akce</translation>
    </message>
    <message>
        <source>With the second hand (physical, −1; −2 with the other hand)</source>
        <translation>Druhou rukou (fyzická, −1; −2 nedominantní rukou)</translation>
    </message>
    <message>
        <source>By speaking (social, −2)</source>
        <translation>Mluvením (sociální, −2)</translation>
    </message>
    <message>
        <source>With a hidden meaning (social, −1)</source>
        <translation>Skrytým významem (sociální, −1)</translation>
    </message>
    <message>
        <source>Main actions go first, then every first bonus action in initiative order, then second ones; one gained during the round joins the end.</source>
        <translation>Nejdřív jdou hlavní akce, pak všechny první bonusové akce v pořadí iniciativy, pak druhé; akce získaná během kola se zařadí na konec.</translation>
    </message>
</context>
<context>
    <name>BroughtRoundDialog</name>
    <message>
        <source>Brought round (First aid)</source>
        <translation>Probraný (První pomoc)</translation>
    </message>
    <message>
        <source>until I end it</source>
        <translation>dokud to neukončím</translation>
    </message>
    <message>
        <source> round(s)</source>
        <translation> kol.</translation>
    </message>
    <message>
        <source>&amp;End it: no longer brought round</source>
        <translation>&amp;Ukončit: už není probraný</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>&amp;Trvání:</translation>
    </message>
    <message>
        <source>An out or dying combatant brought round acts at −4, as the text allows; the rounds count this one.</source>
        <translation>Vyřazený nebo umírající bojovník, který byl probrán, jedná s postihem −4, jak text dovoluje; do počtu kol se započítává i toto kolo.</translation>
    </message>
</context>
<context>
    <name>BudgetBar</name>
    <message>
        <source>Creation level: the XP budget and the rating limits (Tabulka tvorby postavy)</source>
        <translation>Úroveň tvorby: rozpočet zk a limity hodnocení (Tabulka tvorby postavy)</translation>
    </message>
    <message>
        <source>Approved goals and story hooks: +1 XP each, at most +3 (Cíle a příběhové náměty)</source>
        <translation>Schválené cíle a příběhové náměty: každý +1 zk, nejvýše +3 (Cíle a příběhové náměty)</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Ú&amp;roveň:</translation>
    </message>
    <message>
        <source>&amp;Goals and story hooks:</source>
        <translation>&amp;Cíle a náměty:</translation>
    </message>
    <message>
        <source>{level} ({budget} XP)</source>
        <translation>{level} ({budget} zk)</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(výchozí)</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n rule(s) broken</source>
        <translation>
            <numerusform>⚠ %n porušené pravidlo</numerusform>
            <numerusform>⚠ %n porušená pravidla</numerusform>
            <numerusform>⚠ %n porušených pravidel</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet cannot be priced</source>
        <translation>Deník postavy nelze ocenit</translation>
    </message>
    <message>
        <source>{spent} / {budget} XP</source>
        <translation>{spent} / {budget} zk</translation>
    </message>
    <message>
        <source>Over budget by {xp} XP</source>
        <translation>Rozpočet překročen o {xp} zk</translation>
    </message>
    <message>
        <source>Budget spent exactly</source>
        <translation>Rozpočet přesně vyčerpán</translation>
    </message>
    <message>
        <source>{xp} XP left</source>
        <translation>Zbývá {xp} zk</translation>
    </message>
    <message>
        <source>Budget: level {level} + goals {goals} + earned {earned} XP</source>
        <translation>Rozpočet: úroveň {level} + cíle {goals} + získané {earned} zk</translation>
    </message>
    <message>
        <source>limits: two highest stats ≤ {top}, all others ≤ {others}</source>
        <translation>limity: dvě nejvyšší statistiky ≤ {top}, všechny ostatní ≤ {others}</translation>
    </message>
    <message>
        <source>training limits by total XP</source>
        <translation>limity tréninku podle celkových zk</translation>
    </message>
    <message>
        <source>values marked (default) are campaign settings, not the book&apos;s</source>
        <translation>hodnoty označené (výchozí) jsou nastavení kampaně, ne z knihy</translation>
    </message>
</context>
<context>
    <name>BurnDialog</name>
    <message>
        <source>Burn: {name}</source>
        <translation>Pálení: {name}</translation>
    </message>
    <message>
        <source>none: a plain burn</source>
        <translation>žádný: obyčejné pálení</translation>
    </message>
    <message>
        <source>own {feeling} toward {toward} ({value}), as armour</source>
        <translation>vlastní {feeling} k {toward} ({value}) jako zbroj</translation>
    </message>
    <message>
        <source>{feeling} ({value}) of {holder}, against its holder</source>
        <translation>{feeling} ({value}) od {holder} – proti držiteli</translation>
    </message>
    <message>
        <source>Dice given back</source>
        <translation>Vrácené kostky</translation>
    </message>
    <message>
        <source>The bank they go back to</source>
        <translation>Banka, do které se vracejí</translation>
    </message>
    <message>
        <source>&amp;Scar:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>S&amp;everity:</source>
        <translation>&amp;Závažnost:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Body:</translation>
    </message>
    <message>
        <source>A feeling is used by the one it is toward, against its holder; the holder uses only its own Desire and Enmity, as armour. It costs one stun social wound (Člověk, Feelings).</source>
        <translation>Cit využívá ten, kdo je cílem citu, proti držiteli citu; držitel sám smí využít jen vlastní Touhu a Nepřátelství, jako zbroj. Stojí jedno omračující sociální zranění (Člověk, City).</translation>
    </message>
    <message>
        <source>Using a &amp;feeling:</source>
        <translation>Využití &amp;citu:</translation>
    </message>
    <message>
        <source>Dice given back:</source>
        <translation>Vrácené kostky:</translation>
    </message>
    <message>
        <source>Burned this round: {done} of {limit} ({kind}). Dice given back: the GM&apos;s call.</source>
        <translation>Spáleno v tomto kole: {done} z {limit} ({kind}). Vrácené kostky: rozhodne Vypravěč.</translation>
    </message>
</context>
<context>
    <name>CalendarDialog</name>
    <message>
        <source>Calendar</source>
        <translation>Kalendář</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Začít od</translation>
    </message>
    <message>
        <source>The campaign&apos;s calendar</source>
        <translation>Kalendář kampaně</translation>
    </message>
    <message>
        <source>The rule system&apos;s calendar</source>
        <translation>Kalendář pravidel</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>&amp;Začít od:</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Měsíc</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Dní</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Měsíce</translation>
    </message>
    <message>
        <source>&amp;Add a month</source>
        <translation>&amp;Přidat měsíc</translation>
    </message>
    <message>
        <source>&amp;Remove the month</source>
        <translation>&amp;Odebrat měsíc</translation>
    </message>
    <message>
        <source>The days of the week, separated by commas</source>
        <translation>Dny v týdnu, oddělené čárkami</translation>
    </message>
    <message>
        <source>&amp;Weekdays:</source>
        <translation>&amp;Dny v týdnu:</translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation>&amp;Letopočet:</translation>
    </message>
    <message>
        <source>&amp;First year:</source>
        <translation>&amp;První rok:</translation>
    </message>
    <message>
        <source>New month</source>
        <translation>Nový měsíc</translation>
    </message>
    <message>
        <source>The campaign&apos;s own calendar</source>
        <translation>Vlastní kalendář kampaně</translation>
    </message>
    <message>
        <source>Every month needs a name and 1 to 1000 days, and the week at least one day.</source>
        <translation>Každý měsíc potřebuje jméno a 1 až 1000 dní a týden aspoň jeden den.</translation>
    </message>
</context>
<context>
    <name>CampaignLifecycle</name>
    <message>
        <source>Keep the campaign&apos;s two files together</source>
        <translation>Ponechte oba soubory kampaně pohromadě</translation>
    </message>
    <message>
        <source>The campaign file went away</source>
        <translation>Soubor kampaně zmizel</translation>
    </message>
    <message>
        <source>Kronikář campaigns (*{suffix});;All files (*)</source>
        <translation>Kampaně Kronikáře (*{suffix});;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open campaign</source>
        <translation>Otevřít kampaň</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>kopie</translation>
    </message>
    <message>
        <source>Save a copy of the campaign</source>
        <translation>Uložit kopii kampaně</translation>
    </message>
    <message>
        <source>Save a local copy of the shared campaign</source>
        <translation>Uložit místní kopii sdílené kampaně</translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation>Kopie nebyla uložena</translation>
    </message>
    <message>
        <source>Kronikář could not write {path}: {error}</source>
        <translation>Kronikář nemohl zapsat {path}: {error}</translation>
    </message>
    <message>
        <source>A copy was saved as {path}</source>
        <translation>Kopie byla uložena jako {path}</translation>
    </message>
</context>
<context>
    <name>CampaignMessages</name>
    <message>
        <source>another program</source>
        <translation>jiném programu</translation>
    </message>
    <message>
        <source>another Kronikář on this computer</source>
        <translation>jiném Kronikáři na tomto počítači</translation>
    </message>
    <message>
        <source>Kronikář on the computer {host}</source>
        <translation>Kronikáři na počítači {host}</translation>
    </message>
    <message>
        <source>{where}, since {time}</source>
        <translation>{where}, od {time}</translation>
    </message>
    <message>
        <source>Campaign not found</source>
        <translation>Kampaň nenalezena</translation>
    </message>
    <message>
        <source>The file {path} does not exist. It may have been moved, renamed or deleted, or it is on a drive that is not connected. Use File → Open to find it.</source>
        <translation>Soubor {path} neexistuje. Mohl být přesunut, přejmenován nebo smazán, nebo je na disku, který není připojen. Najděte ho přes Soubor → Otevřít.</translation>
    </message>
    <message>
        <source>This is a folder</source>
        <translation>Toto je složka</translation>
    </message>
    <message>
        <source>{path} is a folder, not a campaign file, so there was nothing to open. Use File → Open and pick the .kronikar file inside it.</source>
        <translation>{path} je složka, ne soubor kampaně, takže nebylo co otevřít. Použijte Soubor → Otevřít a vyberte soubor .kronikar v ní.</translation>
    </message>
    <message>
        <source>Not a campaign file</source>
        <translation>Není to soubor kampaně</translation>
    </message>
    <message>
        <source>{path} is a device, pipe or socket, not a file, so Kronikář did not read from it. Use File → Open and pick a .kronikar file.</source>
        <translation>{path} je zařízení, roura nebo soket, ne soubor, takže z něj Kronikář nečetl. Použijte Soubor → Otevřít a vyberte soubor .kronikar.</translation>
    </message>
    <message>
        <source>No permission to read the campaign</source>
        <translation>Kampaň nelze číst: chybí oprávnění</translation>
    </message>
    <message>
        <source>The operating system does not give Kronikář permission to read {path}. Change the file&apos;s permissions (or ask whoever owns it), or copy it to a folder of yours, and open it again. The file was left exactly as it was.</source>
        <translation>Operační systém nedovoluje Kronikáři číst {path}. Změňte oprávnění souboru (nebo požádejte jeho vlastníka), případně ho zkopírujte do své složky, a otevřete ho znovu. Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>The campaign&apos;s folder is read-only</source>
        <translation>Složka kampaně je jen pro čtení</translation>
    </message>
    <message>
        <source>The campaign {path} is in the folder {folder}, which does not allow writing. Kronikář saves every change the moment it is made and keeps a log beside the file while it is open, so it needs to write there. Copy the campaign to a folder you can write to (for example your Documents) and open the copy. The file was left exactly as it was.</source>
        <translation>Kampaň {path} je ve složce {folder}, do které nelze zapisovat. Kronikář ukládá každou změnu v tu chvíli, kdy ji uděláte, a po dobu otevření si vede záznam vedle souboru, takže tam potřebuje zapisovat. Zkopírujte kampaň do složky, kam zapisovat můžete (třeba do Dokumentů), a otevřete kopii. Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>The campaign cannot be opened read-only</source>
        <translation>Kampaň nelze otevřít jen pro čtení</translation>
    </message>
    <message>
        <source>The campaign {path} cannot be written, and before it can be shown it must be upgraded to this version&apos;s format or recovered after a crash, which means writing to it. Make the file writable (or copy it to a folder of yours) and open it again. The file was left exactly as it was.</source>
        <translation>Do kampaně {path} nelze zapisovat, a než ji lze ukázat, je třeba ji převést na formát této verze nebo obnovit po pádu – a to znamená do ní zapsat. Povolte zápis do souboru (nebo ho zkopírujte do své složky) a otevřete ho znovu. Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>The campaign is read-only</source>
        <translation>Kampaň je jen pro čtení</translation>
    </message>
    <message>
        <source>The file {path} is read-only, so no change to it could be saved. Make it writable (in the file&apos;s properties) or copy it to a folder of yours, and open it again. The file was left exactly as it was.</source>
        <translation>Soubor {path} je jen pro čtení, takže by se do něj žádná změna neuložila. Povolte zápis (ve vlastnostech souboru) nebo ho zkopírujte do své složky a otevřete ho znovu. Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>Opened read-only</source>
        <translation>Otevřeno jen pro čtení</translation>
    </message>
    <message>
        <source>The campaign {path} is open read-only, so this change was not made. Use File → Save a copy as… to keep a copy you can edit.</source>
        <translation>Kampaň {path} je otevřena jen pro čtení, takže tato změna se neprovedla. Přes Soubor → Uložit kopii jako… si uložte kopii, kterou můžete upravovat.</translation>
    </message>
    <message>
        <source>Not a Kronikář campaign</source>
        <translation>Není to kampaň Kronikáře</translation>
    </message>
    <message>
        <source>The file {path} is not a Kronikář campaign, so it was not opened. Check that you picked the right file (campaigns end in .kronikar). The file was left exactly as it was.</source>
        <translation>Soubor {path} není kampaň Kronikáře, a proto nebyl otevřen. Zkontrolujte, že jste vybrali správný soubor (kampaně končí na .kronikar). Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>A file beside the campaign is a link</source>
        <translation>Soubor vedle kampaně je odkaz</translation>
    </message>
    <message>
        <source>Beside the campaign {path} there is {companion}, which is a link to another file. Kronikář writes that file while the campaign is open, and would overwrite whatever the link points to, so the campaign was not opened and nothing was written. Delete the link (it holds nothing of the campaign) and open the campaign again.</source>
        <translation>Vedle kampaně {path} je {companion}, což je odkaz na jiný soubor. Kronikář do toho souboru zapisuje, když je kampaň otevřená, a přepsal by to, na co odkaz ukazuje, proto kampaň neotevřel a nic nezapsal. Odkaz smažte (z kampaně nic neobsahuje) a kampaň otevřete znovu.</translation>
    </message>
    <message>
        <source>The campaign holds something Kronikář did not put there</source>
        <translation>Kampaň obsahuje něco, co do ní Kronikář nedal</translation>
    </message>
    <message>
        <source>The file {path} holds database objects that Kronikář never creates ({objects}). Triggers among them would run on their own inside your edits and could change or block them, so the campaign was not opened, none of them ran, and the file was left exactly as it was. Open the newest copy from Kronikář&apos;s backups folder ({backups}; each campaign.txt there names its campaign).</source>
        <translation>Soubor {path} obsahuje databázové objekty, které Kronikář nikdy nevytváří ({objects}). Spouště (triggery) mezi nimi by se samy spouštěly při vašich úpravách a mohly by je měnit nebo zablokovat, proto kampaň nebyla otevřena, žádný z nich se nespustil a soubor zůstal přesně takový, jaký byl. Otevřete nejnovější kopii ze složky záloh Kronikáře ({backups}; soubor campaign.txt v každé složce říká, o kterou kampaň jde).</translation>
    </message>
    <message>
        <source>The campaign file is damaged</source>
        <translation>Soubor kampaně je poškozený</translation>
    </message>
    <message>
        <source>The file {path} looks like a Kronikář campaign, but its record of which format it is in (or of the campaign itself) is missing or unreadable ({detail}), so it was not opened and was left exactly as it was. Kronikář keeps the last five copies of every campaign in its backups folder ({backups}; each campaign.txt there names its campaign); open the newest one from there.</source>
        <translation>Soubor {path} vypadá jako kampaň Kronikáře, ale záznam o jejím formátu (nebo o kampani samotné) chybí nebo je nečitelný ({detail}), takže nebyl otevřen a zůstal přesně tak, jak byl. Kronikář uchovává posledních pět kopií každé kampaně ve složce záloh ({backups}; soubor campaign.txt v každé podsložce říká, o kterou kampaň jde); otevřete odtud tu nejnovější.</translation>
    </message>
    <message>
        <source>The file {path} is damaged or incomplete ({detail}), so it was not opened and was left exactly as it was. Kronikář keeps the last five copies of every campaign in its backups folder ({backups}; each campaign.txt there names its campaign); open the newest one from there.</source>
        <translation>Soubor {path} je poškozený nebo neúplný ({detail}), takže nebyl otevřen a zůstal přesně tak, jak byl. Kronikář uchovává posledních pět kopií každé kampaně ve složce záloh ({backups}; soubor campaign.txt v každé podsložce říká, o kterou kampaň jde); otevřete odtud tu nejnovější.</translation>
    </message>
    <message>
        <source>No backup before the upgrade</source>
        <translation>Před převodem nejde udělat zálohu</translation>
    </message>
    <message>
        <source>The shared campaign {path} was made by an older Kronikář and must be upgraded to open it, but no backup of it could be taken first: pg_dump (PostgreSQL&apos;s client tools) is not installed. Install them (on Debian and Ubuntu the postgresql-client package), then open it again. Nothing was changed.</source>
        <translation>Sdílenou kampaň {path} vytvořil starší Kronikář a před otevřením ji je třeba převést na nový formát, jenže nejdřív nešla zazálohovat: pg_dump (klientské nástroje PostgreSQL) není nainstalovaný. Nainstalujte je (v Debianu a Ubuntu balík postgresql-client) a otevřete ji znovu. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>The shared campaign {path} was made by an older Kronikář and must be upgraded to open it, but pg_dump could not back it up first ({detail}). Nothing was changed.</source>
        <translation>Sdílenou kampaň {path} vytvořil starší Kronikář a před otevřením ji je třeba převést na nový formát, jenže pg_dump ji nejdřív nedokázal zazálohovat ({detail}). Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>The server did not answer</source>
        <translation>Server neodpověděl</translation>
    </message>
    <message>
        <source>Kronikář could not reach the shared campaign at {path} ({detail}). Check the address and the user name, and that the server is running and this computer can reach it, then try again. Nothing was changed.</source>
        <translation>Kronikář se nedostal ke sdílené kampani na adrese {path} ({detail}). Zkontrolujte adresu a uživatelské jméno a to, že server běží a tento počítač na něj dosáhne, a zkuste to znovu. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>The database at {path} holds no Kronikář campaign, so nothing was opened. Check the address, or publish a campaign there first. Nothing was changed.</source>
        <translation>Databáze na adrese {path} neobsahuje žádnou kampaň Kronikáře, takže se nic neotevřelo. Zkontrolujte adresu, nebo do ní nejdřív kampaň zveřejněte. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>The shared campaign at {path} was saved by a newer version of Kronikář (format {found}; this version reads up to {supported}). Update Kronikář to open it. Nothing was changed.</source>
        <translation>Sdílenou kampaň na adrese {path} uložila novější verze Kronikáře (formát {found}; tato verze čte nejvýše {supported}). Aktualizujte Kronikáře, abyste ji mohli otevřít. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>A campaign is there already</source>
        <translation>Kampaň tam už je</translation>
    </message>
    <message>
        <source>The database at {path} holds a campaign already, and Kronikář never writes a campaign over another. Choose an empty database.</source>
        <translation>Databáze na adrese {path} už kampaň obsahuje a Kronikář nikdy nepřepíše jednu kampaň druhou. Zvolte prázdnou databázi.</translation>
    </message>
    <message>
        <source>Kronikář could not write the campaign into the database at {path} ({detail}). Your role on the server may not be allowed to create tables there. Nothing was left behind.</source>
        <translation>Kronikář nedokázal zapsat kampaň do databáze na adrese {path} ({detail}). Vaše role na serveru tam možná nesmí vytvářet tabulky. Nic po tom nezůstalo.</translation>
    </message>
    <message>
        <source>The shared campaign at {path} must be upgraded to this version&apos;s format before it can be shown, and your role on the server may only read it. Open it once with a role that may write (or ask whoever runs the server), then open it again. Nothing was changed.</source>
        <translation>Sdílenou kampaň na adrese {path} je před zobrazením třeba převést na formát této verze, ale vaše role na serveru ji smí jen číst. Otevřete ji jednou s rolí, která smí zapisovat (nebo požádejte toho, kdo server spravuje), a pak ji otevřete znovu. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>The shared campaign at {path} is open read-only, so this change was not made. Use File → Save a local copy… to keep a copy of your own that you can edit.</source>
        <translation>Sdílená kampaň na adrese {path} je otevřena jen pro čtení, takže tato změna se neprovedla. Přes Soubor → Uložit místní kopii… si uložte vlastní kopii, kterou můžete upravovat.</translation>
    </message>
    <message>
        <source>The shared campaign at {path} could not be opened: {detail}</source>
        <translation>Sdílenou kampaň na adrese {path} se nepodařilo otevřít: {detail}</translation>
    </message>
    <message>
        <source>Campaign from a newer Kronikář</source>
        <translation>Kampaň z novějšího Kronikáře</translation>
    </message>
    <message>
        <source>The file {path} was saved by a newer version of Kronikář (format {found}; this version reads up to {supported}). Update Kronikář to open it. The file was left exactly as it was.</source>
        <translation>Soubor {path} uložila novější verze Kronikáře (formát {found}; tato verze čte nejvýše {supported}). Aktualizujte Kronikáře, abyste ho mohli otevřít. Soubor zůstal přesně tak, jak byl.</translation>
    </message>
    <message>
        <source>The campaign could not be upgraded</source>
        <translation>Kampaň se nepodařilo převést</translation>
    </message>
    <message>
        <source>Upgrading {path} to this version&apos;s format failed ({detail}). The upgrade ran on a copy, so the original file was not changed: it is exactly as it was. Check that the disk has free space and try again; if it fails again, keep the file and report the problem with the error log.</source>
        <translation>Převod {path} na formát této verze selhal ({detail}). Převod běžel na kopii, takže původní soubor se nezměnil: je přesně takový, jaký byl. Zkontrolujte, že je na disku volné místo, a zkuste to znovu; pokud to znovu selže, soubor si ponechte a nahlaste problém i s protokolem chyb.</translation>
    </message>
    <message>
        <source>No safety copy could be made</source>
        <translation>Nepodařilo se pořídit bezpečnostní kopii</translation>
    </message>
    <message>
        <source>Kronikář keeps a copy of every campaign it opens, but it could not write one for {path} into {folder} ({detail}), so the campaign was not opened. Free some disk space, or remove whatever file stands where that folder should be, and open the campaign again.</source>
        <translation>Kronikář si pořizuje kopii každé kampaně, kterou otevírá, ale pro {path} ji nemohl zapsat do {folder} ({detail}), a proto kampaň neotevřel. Uvolněte místo na disku nebo odstraňte soubor, který stojí tam, kde má být ta složka, a otevřete kampaň znovu.</translation>
    </message>
    <message>
        <source>Campaign already open</source>
        <translation>Kampaň už je otevřená</translation>
    </message>
    <message>
        <source>The campaign {path} is already open in {holder}. Switch to that window, or close it and try again.</source>
        <translation>Kampaň {path} už je otevřená v {holder}. Přepněte do toho okna, nebo ho zavřete a zkuste to znovu.</translation>
    </message>
    <message>
        <source>File already exists</source>
        <translation>Soubor už existuje</translation>
    </message>
    <message>
        <source>The file {path} already exists and Kronikář never overwrites a campaign. Choose another name.</source>
        <translation>Soubor {path} už existuje a Kronikář kampaň nikdy nepřepisuje. Zvolte jiný název.</translation>
    </message>
    <message>
        <source>The campaign could not be created</source>
        <translation>Kampaň se nepodařilo vytvořit</translation>
    </message>
    <message>
        <source>Kronikář could not create {path} in the folder {folder} ({detail}). The folder may be read-only, full, or not a folder at all. Choose another folder (for example your Documents). Nothing was left behind.</source>
        <translation>Kronikář nemohl vytvořit {path} ve složce {folder} ({detail}). Složka může být jen pro čtení, plná nebo to vůbec není složka. Zvolte jinou složku (třeba Dokumenty). Nic nezůstalo pozadu.</translation>
    </message>
    <message>
        <source>Cannot open the campaign</source>
        <translation>Kampaň nelze otevřít</translation>
    </message>
    <message>
        <source>The file {path} could not be opened: {detail}</source>
        <translation>Soubor {path} se nepodařilo otevřít: {detail}</translation>
    </message>
</context>
<context>
    <name>CampaignPropertiesDialog</name>
    <message>
        <source>Campaign properties</source>
        <extracomment>what the edit started from (another GM&apos;s text, once it is seen)</extracomment>
        <translation>Vlastnosti kampaně</translation>
    </message>
    <message>
        <source>Where and when the campaign is set, what the party is after…</source>
        <translation>Kde a kdy se kampaň odehrává, o co družině jde…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Popis:</translation>
    </message>
    <message>
        <source>the description</source>
        <translation>popis</translation>
    </message>
</context>
<context>
    <name>CampaignRefusals</name>
    <message>
        <source>The newest backup of this campaign is from {when}:
{path}</source>
        <translation>Nejnovější záloha této kampaně je z {when}:
{path}</translation>
    </message>
    <message>
        <source>&amp;Open the newest backup</source>
        <translation>&amp;Otevřít nejnovější zálohu</translation>
    </message>
    <message>
        <source>backup of {date}</source>
        <translation>záloha z {date}</translation>
    </message>
    <message>
        <source>The backup was not restored</source>
        <translation>Záloha nebyla obnovena</translation>
    </message>
    <message>
        <source>Kronikář could not copy {backup} beside {path}: {error}</source>
        <translation>Kronikář nemohl zkopírovat {backup} vedle {path}: {error}</translation>
    </message>
    <message>
        <source>Opened the newest backup as {path}; the damaged file was left as it was.</source>
        <translation>Otevřena nejnovější záloha jako {path}; poškozený soubor zůstal, jak byl.</translation>
    </message>
    <message>
        <source>Open it read-only, to look at it, print it or save a copy?</source>
        <translation>Otevřít ji jen pro čtení, abyste si ji mohli prohlédnout, vytisknout nebo uložit její kopii?</translation>
    </message>
    <message>
        <source>Upgrade it anyway, with no backup?</source>
        <translation>Převést ji přesto, bez zálohy?</translation>
    </message>
</context>
<context>
    <name>CatalogueModel</name>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
</context>
<context>
    <name>CataloguePage</name>
    <message>
        <source>Filter by any column</source>
        <translation>Filtrovat podle libovolného sloupce</translation>
    </message>
    <message>
        <source>R&amp;emove the addition</source>
        <translation>O&amp;debrat vlastní položku</translation>
    </message>
    <message>
        <source>Only the campaign&apos;s own entries can be removed (Del in the list)</source>
        <translation>Odebrat lze jen vlastní položky kampaně (Del v seznamu)</translation>
    </message>
    <message>
        <source>&amp;Add to the campaign</source>
        <translation>&amp;Přidat do kampaně</translation>
    </message>
</context>
<context>
    <name>CatalogueTab</name>
    <message>
        <source>Entries: {count}</source>
        <translation>Položek: {count}</translation>
    </message>
    <message>
        <source>own: {added}</source>
        <translation>vlastních: {added}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>Entries in grey italics are Kronikář&apos;s examples, not the book&apos;s: the rules text&apos;s lists did not survive. Bold entries are the campaign&apos;s own.</source>
        <translation>Položky šedou kurzívou jsou příklady Kronikáře, ne z knihy: seznamy z textu pravidel se nedochovaly. Tučné položky jsou vlastní položky kampaně.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Dovednosti</translation>
    </message>
    <message>
        <source>Add a skill or specialisation</source>
        <translation>Přidat dovednost nebo specializaci</translation>
    </message>
    <message>
        <source>The skills of the rules text, grouped (sdružené) with their specialisations and standalone by section. Bold entries are the campaign&apos;s own.</source>
        <translation>Dovednosti z textu pravidel: sdružené se svými specializacemi a samostatné podle oddílů. Tučné položky jsou vlastní položky kampaně.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Section or specialisations</source>
        <translation>Oddíl nebo specializace</translation>
    </message>
    <message>
        <source>Spells and abilities</source>
        <translation>Kouzla a schopnosti</translation>
    </message>
    <message>
        <source>Add a spell or ability</source>
        <translation>Přidat kouzlo nebo schopnost</translation>
    </message>
    <message>
        <source>Each costs 1 XP and needs the skill rating shown. </source>
        <translation>Každé stojí 1 zk a vyžaduje uvedené hodnocení dovednosti. </translation>
    </message>
    <message>
        <source>Needs skill</source>
        <translation>Potřebná dovednost</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Zbraně</translation>
    </message>
    <message>
        <source>Add a weapon</source>
        <translation>Přidat zbraň</translation>
    </message>
    <message>
        <source>Att. / Def. / Dmg.</source>
        <translation>Út. / Obr. / Zr.</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Obrana</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Zbroj</translation>
    </message>
    <message>
        <source>Kind of entry</source>
        <translation>Druh položky</translation>
    </message>
    <message>
        <source>Add armour</source>
        <translation>Přidat zbroj</translation>
    </message>
    <message>
        <source>Kvalita</source>
        <translation>Kvalita</translation>
    </message>
    <message>
        <source>Pokrytí</source>
        <translation>Pokrytí</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Štíty</translation>
    </message>
    <message>
        <source>Add a shield</source>
        <translation>Přidat štít</translation>
    </message>
</context>
<context>
    <name>CharacterPage</name>
    <message>
        <source>Change portrait</source>
        <translation>Změnit portrét</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Hráčská postava</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Masculine</source>
        <translation>mužský rod</translation>
    </message>
    <message>
        <source>Feminine</source>
        <translation>ženský rod</translation>
    </message>
    <message>
        <source>Neuter</source>
        <translation>střední rod</translation>
    </message>
    <message>
        <source>The grammatical gender the Czech texts about this character agree with (opustil / opustila / opustilo)</source>
        <translation>Mluvnický rod, se kterým se shodují texty o této postavě (opustil / opustila / opustilo, nezraněný / nezraněná / nezraněné)</translation>
    </message>
    <message>
        <source>Change grammatical gender</source>
        <translation>Změnit mluvnický rod</translation>
    </message>
    <message>
        <source>Who plays this character</source>
        <translation>Kdo tuto postavu hraje</translation>
    </message>
    <message>
        <source>Change player</source>
        <translation>Změnit hráče</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. družina, Praha, dluží nám</source>
        <translation>Oddělené čárkami, např. družina, Praha, dluží nám</translation>
    </message>
    <message>
        <source>Change tags</source>
        <translation>Změnit štítky</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Druh:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Hráč:</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>Š&amp;títky:</translation>
    </message>
    <message>
        <source>&amp;Gender:</source>
        <translation>&amp;Rod:</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Tisk…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exportovat PDF…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportovat JSON…</translation>
    </message>
    <message>
        <source>Contacts page…</source>
        <translation>Stránka kontaktů…</translation>
    </message>
    <message>
        <source>The GM&apos;s page of this character&apos;s contacts and networks</source>
        <translation>Stránka Vypravěče s kontakty a sítěmi této postavy</translation>
    </message>
    <message>
        <source>Show to players…</source>
        <translation>Ukázat hráčům…</translation>
    </message>
    <message>
        <source>Show this character&apos;s card (a name, a portrait, a description) to players</source>
        <translation>Ukázat hráčům kartu této postavy (jméno, portrét, popis)</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Upravit poznámky</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>No character open</source>
        <translation>Není otevřena žádná postava</translation>
    </message>
    <message>
        <source>A character&apos;s sheet opens here. Pick a character in the Roster and press Enter, or double-click it.</source>
        <translation>Zde se otevírá deník postavy. Vyberte postavu v Seznamu postav a stiskněte Enter, nebo na ni dvakrát klikněte.</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Deník postavy</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nezměněno</translation>
    </message>
    <message>
        <source>The connection to the server is back: “{what}” was saved.</source>
        <translation>Spojení se serverem je zpět: „{what}“ se uložilo.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved yet, kept here: %n change(s) waiting for the server (Kronikář writes them once it is back): {what}</source>
        <translation>
            <numerusform>Zatím neuloženo, drženo zde: %n změna čeká na server (Kronikář ji zapíše, jakmile bude zpět): {what}</numerusform>
            <numerusform>Zatím neuloženo, drženo zde: %n změny čekají na server (Kronikář je zapíše, jakmile bude zpět): {what}</numerusform>
            <numerusform>Zatím neuloženo, drženo zde: %n změn čeká na server (Kronikář je zapíše, jakmile bude zpět): {what}</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a name</source>
        <translation>Toto není jméno</translation>
    </message>
    <message>
        <source>Rename to {name}</source>
        <translation>Přejmenovat na {name}</translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation>Změnit druh</translation>
    </message>
    <message>
        <source>Player: {player}</source>
        <translation>Hráč: {player}</translation>
    </message>
    <message>
        <source>{name} – contacts</source>
        <translation>{name} – kontakty</translation>
    </message>
    <message>
        <source>Export the contacts page as PDF</source>
        <translation>Exportovat stránku kontaktů do PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the sheet as PDF</source>
        <translation>Exportovat deník postavy do PDF</translation>
    </message>
    <message>
        <source>The sheet was saved as {path}</source>
        <translation>Deník postavy byl uložen jako {path}</translation>
    </message>
    <message>
        <source>Export the character as JSON</source>
        <translation>Exportovat postavu do JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>The character was exported to {path}</source>
        <translation>Postava byla exportována do {path}</translation>
    </message>
    <message>
        <source>Not an image</source>
        <translation>Nejde o obrázek</translation>
    </message>
    <message>
        <source>{path} could not be read as an image. Choose a PNG, JPEG or WebP file.</source>
        <translation>{path} nelze načíst jako obrázek. Vyberte soubor PNG, JPEG nebo WebP.</translation>
    </message>
</context>
<context>
    <name>CharacterPanel</name>
    <message>
        <source>&amp;Add class</source>
        <translation>&amp;Přidat povolání</translation>
    </message>
    <message>
        <source>Take a level in this class. The very first level takes the die&apos;s maximum.</source>
        <translation>Získat úroveň v tomto povolání. Úplně první úroveň bere maximum kostky.</translation>
    </message>
    <message>
        <source>Levels taken in this class</source>
        <translation>Úrovně získané v tomto povolání</translation>
    </message>
    <message>
        <source>Roll all of this class&apos;s stamina dice again (the 1st character level is never rolled).</source>
        <translation>Znovu hodit všemi kostkami staminy tohoto povolání (1. úroveň postavy se nikdy nehází).</translation>
    </message>
    <message>
        <source>Stamina rolls:</source>
        <translation>Hody na staminu:</translation>
    </message>
    <message>
        <source>Each level adds its roll + the Con modifier, at least 1; the 1st character level takes the die&apos;s maximum (Stamina).</source>
        <translation>Každá úroveň přidá svůj hod + opravu za Odolnost, nejméně 1; 1. úroveň postavy bere maximum kostky (Stamina).</translation>
    </message>
    <message>
        <source>Selected class</source>
        <translation>Vybrané povolání</translation>
    </message>
    <message>
        <source>Constitution score: wound points equal it (Wound points).</source>
        <translation>Hodnota Odolnosti: body zdraví se jí rovnají (Body zranění).</translation>
    </message>
    <message>
        <source>Dexterity modifier, for initiative.</source>
        <translation>Oprava za Obratnost, pro iniciativu.</translation>
    </message>
    <message>
        <source>Other initiative bonuses (Improved Initiative…).</source>
        <translation>Další bonusy k iniciativě (Zlepšená iniciativa…).</translation>
    </message>
    <message>
        <source>De&amp;x modifier:</source>
        <translation>Oprava za Ob&amp;ratnost:</translation>
    </message>
    <message>
        <source>Remo&amp;ve class</source>
        <translation>Ode&amp;brat povolání</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>Po&amp;volání:</translation>
    </message>
    <message>
        <source>L&amp;evels:</source>
        <translation>Úr&amp;ovně:</translation>
    </message>
    <message>
        <source>Const&amp;itution:</source>
        <translation>O&amp;dolnost:</translation>
    </message>
    <message>
        <source>Initiative &amp;bonus:</source>
        <translation>Bonus k &amp;iniciativě:</translation>
    </message>
    <message>
        <source>Classes and stamina dice</source>
        <translation>Povolání a kostky staminy</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Vlastnosti</translation>
    </message>
    <message>
        <source>modifier {modifier}</source>
        <translation>oprava {modifier}</translation>
    </message>
    <message>
        <source>{name} (d{die})</source>
        <translation>{name} (k{die})</translation>
    </message>
    <message>
        <source>{name} (NPC class, no stamina)</source>
        <translation>{name} (CP povolání, bez staminy)</translation>
    </message>
    <message>
        <source>Add a class to start.</source>
        <translation>Začněte přidáním povolání.</translation>
    </message>
    <message>
        <source>NPC classes give no stamina.</source>
        <translation>CP povolání nedávají staminu.</translation>
    </message>
    <message>
        <source>1st level takes the maximum, {die}: nothing to roll.</source>
        <translation>1. úroveň bere maximum, {die}: není čím házet.</translation>
    </message>
    <message>
        <source>d{die}; the 1st level took the maximum.</source>
        <translation>k{die}; 1. úroveň vzala maximum.</translation>
    </message>
    <message>
        <source>d{die}, one roll per level.</source>
        <translation>k{die}, jeden hod za úroveň.</translation>
    </message>
    <message>
        <source>Stamina roll for character level {level} (d{die})</source>
        <translation>Hod na staminu za {level}. úroveň postavy (k{die})</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>— nobody named —</source>
        <translation>— neurčeno —</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>&amp;Kdo:</translation>
    </message>
    <message>
        <source>d20 + bonus</source>
        <translation>k20 + bonus</translation>
    </message>
    <message>
        <source>&amp;Total rolled:</source>
        <translation>&amp;Celkem hozeno:</translation>
    </message>
    <message>
        <source>Use the &amp;total</source>
        <translation>&amp;Použít výsledek</translation>
    </message>
    <message>
        <source>Roll d20 + &amp;bonus</source>
        <translation>Hodit k20 + &amp;bonus</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Po&amp;zději</translation>
    </message>
    <message>
        <source>Leave it in the list “To roll or decide now”.</source>
        <translation>Ponechat v seznamu „Teď hodit nebo rozhodnout“.</translation>
    </message>
    <message>
        <source>Enter the total rolled, or roll d20 + the bonus.</source>
        <translation>Zadejte, kolik padlo celkem, nebo hoďte k20 + bonus.</translation>
    </message>
</context>
<context>
    <name>ClassLevelsModel</name>
    <message>
        <source>Class</source>
        <translation>Povolání</translation>
    </message>
    <message>
        <source>Stamina die</source>
        <translation>Kostka staminy</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Úrovně</translation>
    </message>
    <message>
        <source>Stamina rolls</source>
        <translation>Hody na staminu</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Stamina</translation>
    </message>
    <message>
        <source>{levels} (level {span})</source>
        <translation>{levels} (úr. {span})</translation>
    </message>
    <message>
        <source>none (NPC class)</source>
        <translation>žádné (CP povolání)</translation>
    </message>
    <message>
        <source>max {die}</source>
        <translation>max. {die}</translation>
    </message>
</context>
<context>
    <name>ClovekConditionDialog</name>
    <message>
        <source>Banks at each refill while it lasts</source>
        <translation>Banky při každém obnovení po dobu trvání</translation>
    </message>
    <message>
        <source> dice</source>
        <translation> kostek</translation>
    </message>
    <message>
        <source>not refilled</source>
        <translation>neobnovuje se</translation>
    </message>
    <message>
        <source>&amp;secret: not on the player view</source>
        <translation>t&amp;ajné: nezobrazí se v pohledu pro hráče</translation>
    </message>
</context>
<context>
    <name>ClovekPrintout</name>
    <message>
        <source>Attributes</source>
        <translation>Vlastnosti</translation>
    </message>
    <message>
        <source>Scars</source>
        <translation>Jizvy</translation>
    </message>
    <message>
        <source>Social</source>
        <translation>Společenské</translation>
    </message>
    <message>
        <source>Penalties in force</source>
        <translation>Platné postihy</translation>
    </message>
    <message>
        <source>Feelings</source>
        <translation>City</translation>
    </message>
    <message>
        <source>No feelings yet.</source>
        <translation>Zatím žádné city.</translation>
    </message>
    <message>
        <source>Psychological disorders</source>
        <translation>Psychické poruchy</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Žádné.</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>Duše</translation>
    </message>
    <message>
        <source>close</source>
        <translation>blízká</translation>
    </message>
    <message>
        <source>distant</source>
        <translation>vzdálená</translation>
    </message>
    <message>
        <source>P burnable</source>
        <translation>P lze pálit</translation>
    </message>
    <message>
        <source>CRITICAL</source>
        <translation>KRITICKÁ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Zručnost</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapacita</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banka</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Políčka</translation>
    </message>
    <message>
        <source>Base power</source>
        <translation>Základní moc</translation>
    </message>
    <message>
        <source>Burn per round</source>
        <translation>Pálení za kolo</translation>
    </message>
    <message>
        <source>right-handed</source>
        <translation>pravák</translation>
    </message>
    <message>
        <source>left-handed</source>
        <translation>levák</translation>
    </message>
    <message>
        <source>Temperament: {temperament} · {side}</source>
        <translation>Temperament: {temperament} · {side}</translation>
    </message>
    <message>
        <source>/ stun · X lethal · Ж devastating · P burnable</source>
        <translation>/ omračující · X smrtící · Ж zničující · P lze pálit</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Fyzické</translation>
    </message>
    <message>
        <source>Mental</source>
        <translation>Duševní</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritický</translation>
    </message>
    <message>
        <source>long-term, lethal</source>
        <translation>dlouhodobý, smrtící</translation>
    </message>
    <message>
        <source>long-term, devastating</source>
        <translation>dlouhodobý, zničující</translation>
    </message>
    <message>
        <source>Toward</source>
        <translation>Vůči</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>trvalá</translation>
    </message>
    <message>
        <source>temporary</source>
        <translation>dočasná</translation>
    </message>
    <message>
        <source>effect: {effect}</source>
        <translation>účinek: {effect}</translation>
    </message>
    <message>
        <source>trigger: {trigger}</source>
        <translation>spouštěč: {trigger}</translation>
    </message>
    <message>
        <source>Soul grade: {grade}</source>
        <translation>Stupeň duše: {grade}</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation>{points} b.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>zdarma</translation>
    </message>
</context>
<context>
    <name>ClovekSettingsDialog</name>
    <message>
        <source>a die showing </source>
        <translation>kostka s hodnotou </translation>
    </message>
    <message>
        <source> or more (0 = 10)</source>
        <translation> a více (0 = 10)</translation>
    </message>
    <message>
        <source>higher Vyrovnanost, then the GM&apos;s order</source>
        <translation>vyšší Vyrovnanost, pak pořadí určí Vypravěč</translation>
    </message>
    <message>
        <source>the GM&apos;s order</source>
        <translation>pořadí určí Vypravěč</translation>
    </message>
    <message>
        <source>&amp;Success on a d10:</source>
        <translation>Ú&amp;spěch na k10:</translation>
    </message>
    <message>
        <source>&amp;Tied initiative:</source>
        <translation>Shodná &amp;iniciativa:</translation>
    </message>
    <message>
        <source>one-time, lethal</source>
        <translation>jednorázový, smrtící</translation>
    </message>
    <message>
        <source>one-time, devastating</source>
        <translation>jednorázový, zničující</translation>
    </message>
    <message>
        <source>long-term, lethal</source>
        <translation>dlouhodobý, smrtící</translation>
    </message>
    <message>
        <source>long-term, devastating</source>
        <translation>dlouhodobý, zničující</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritický</translation>
    </message>
    <message>
        <source>&amp;Penalty texts of the scars</source>
        <translation>&amp;Texty postihů jizev</translation>
    </message>
    <message>
        <source>Scar</source>
        <translation>Jizva</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Postih</translation>
    </message>
    <message>
        <source>Text (what the wound does)</source>
        <translation>Text (co zranění způsobuje)</translation>
    </message>
    <message>
        <source>The rules text gives no penalty texts: Kronikář ships every one empty, and the sheet shows the ones you write here. Double-click a text to write it.</source>
        <translation>Text pravidel žádné texty postihů neuvádí: Kronikář je dodává všechny prázdné a deník postavy ukazuje ty, které zde napíšete. Text napíšete dvojklikem.</translation>
    </message>
    <message numerus="yes">
        <source>%n of {total} penalty text(s) written; the rest are empty.</source>
        <translation>
            <numerusform>Napsán %n text postihu z {total}; ostatní jsou prázdné.</numerusform>
            <numerusform>Napsány %n texty postihů z {total}; ostatní jsou prázdné.</numerusform>
            <numerusform>Napsáno %n textů postihů z {total}; ostatní jsou prázdné.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClovekSheetEditor</name>
    <message>
        <source>&amp;Wounds</source>
        <translation>&amp;Zranění</translation>
    </message>
    <message>
        <source>&amp;Feelings</source>
        <translation>&amp;City</translation>
    </message>
    <message>
        <source>&amp;Mind and soul</source>
        <translation>&amp;Mysl a duše</translation>
    </message>
    <message>
        <source>Wound {scar}: {points} × {mark}</source>
        <translation>{scar}: zranění {points} × {mark}</translation>
    </message>
    <message>
        <source>Burn {scar}: {points} × {mark}</source>
        <translation>{scar}: pálení {points} × {mark}</translation>
    </message>
    <message>
        <source>Heal {scar}</source>
        <translation>Vyléčit: {scar}</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>Nové kolo</translation>
    </message>
    <message>
        <source>Set {attribute} to {value}</source>
        <translation>Nastavit {attribute} na {value}</translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>nic se nezměnilo</translation>
    </message>
    <message>
        <source>Change temperament: {temperament}</source>
        <translation>Změnit temperament: {temperament}</translation>
    </message>
    <message>
        <source>Change dominant side</source>
        <translation>Změnit dominantní stranu</translation>
    </message>
    <message>
        <source>Set {feeling} toward {target}</source>
        <translation>{feeling} → {target}: nastavit</translation>
    </message>
    <message>
        <source>{feeling} toward {target}: request</source>
        <translation>{feeling} → {target}: citová žádost</translation>
    </message>
    <message>
        <source>{feeling} toward {target}: social hit</source>
        <translation>{feeling} → {target}: sociální zásah</translation>
    </message>
    <message>
        <source>Use {feeling} toward {target} as armour</source>
        <translation>{feeling} → {target}: využití jako zbroj</translation>
    </message>
    <message>
        <source>Forget feelings toward {target}</source>
        <translation>Zapomenout city vůči: {target}</translation>
    </message>
    <message>
        <source>Cure a permanent disorder</source>
        <translation>Vyléčit trvalou poruchu</translation>
    </message>
    <message>
        <source>{name} is permanent: only a supernatural intervention cures it (Člověk, Psychické poruchy). Was it cured that way?</source>
        <translation>{name} je trvalá porucha: vyléčí ji jen nadpřirozený zásah (Člověk, Psychické poruchy). Byla vyléčena takto?</translation>
    </message>
    <message>
        <source>Against the soul&apos;s restriction</source>
        <translation>Proti omezení duše</translation>
    </message>
    <message>
        <source>Add disorder {name}</source>
        <translation>Přidat poruchu {name}</translation>
    </message>
    <message>
        <source>Edit disorder {name}</source>
        <translation>Upravit poruchu {name}</translation>
    </message>
    <message>
        <source>Cure disorder {name}</source>
        <translation>Vyléčit poruchu {name}</translation>
    </message>
    <message>
        <source>Disorder {name} triggered</source>
        <translation>Porucha {name} se spustila</translation>
    </message>
    <message>
        <source>Set soul grade to {grade}</source>
        <translation>Nastavit stupeň duše na {grade}</translation>
    </message>
    <message>
        <source>Set the sin of grade {grade}</source>
        <translation>Nastavit hřích {grade}. stupně</translation>
    </message>
    <message>
        <source>Sin {grade} ({sin}): the soul holds</source>
        <translation>Hřích {grade} ({sin}): duše vydrží</translation>
    </message>
    <message>
        <source>Sin {grade} ({sin}): the soul falls</source>
        <translation>Hřích {grade} ({sin}): duše klesá</translation>
    </message>
    <message>
        <source>no wound: the sin is free</source>
        <translation>bez zranění: hřích je zdarma</translation>
    </message>
</context>
<context>
    <name>ClovekTime</name>
    <message>
        <source>Start scene</source>
        <translation>Začátek scény</translation>
    </message>
    <message>
        <source>Start chapter</source>
        <translation>Začátek kapitoly</translation>
    </message>
    <message>
        <source>Start book</source>
        <translation>Začátek knihy</translation>
    </message>
    <message>
        <source>Working out: {what}…</source>
        <translation>Počítám: {what}…</translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>nic se nezměnilo</translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation>Pravidla to nedovolují</translation>
    </message>
</context>
<context>
    <name>ClovekTrackerPanel</name>
    <message>
        <source>&amp;Initiative…</source>
        <translation>&amp;Iniciativa…</translation>
    </message>
    <message>
        <source>Start the &amp;actions</source>
        <translation>Zahájit &amp;akce</translation>
    </message>
    <message>
        <source>&amp;Bonus action…</source>
        <translation>&amp;Bonusová akce…</translation>
    </message>
    <message>
        <source>&amp;Wound…</source>
        <translation>&amp;Zranit…</translation>
    </message>
    <message>
        <source>&amp;Social attack…</source>
        <translation>&amp;Sociální útok…</translation>
    </message>
    <message>
        <source>B&amp;urn (pálení)…</source>
        <translation>&amp;Pálit…</translation>
    </message>
    <message>
        <source>Spend &amp;dice…</source>
        <translation>Utratit &amp;kostky…</translation>
    </message>
    <message>
        <source>Auto&amp;fire…</source>
        <translation>Au&amp;topalba…</translation>
    </message>
    <message>
        <source>Shot&amp;gun…</source>
        <translation>B&amp;rokovnice…</translation>
    </message>
    <message>
        <source>Resolve slow &amp;influence…</source>
        <translation>&amp;Vyhodnotit pomalé působení…</translation>
    </message>
    <message>
        <source>The GM&apos;s &amp;order…</source>
        <translation>Pořa&amp;dí Vypravěče…</translation>
    </message>
    <message>
        <source>Mental &amp;progress…</source>
        <translation>&amp;Mentální pokrok…</translation>
    </message>
    <message>
        <source>In&amp;terrupt with a faster conflict…</source>
        <translation>Př&amp;erušit rychlejším střetem…</translation>
    </message>
    <message>
        <source>&amp;End the conflict…</source>
        <translation>&amp;Ukončit střet…</translation>
    </message>
    <message>
        <source>Start the actions (N)</source>
        <translation>Zahájit akce (N)</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Další akce</translation>
    </message>
    <message>
        <source>This round&apos;s actions: main ones, then bonus ones</source>
        <translation>Akce tohoto kola: nejdřív hlavní, pak bonusové</translation>
    </message>
    <message>
        <source>This round&apos;s actions</source>
        <translation>Akce tohoto kola</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>progress {value} of {target}</source>
        <translation>pokrok {value} z {target}</translation>
    </message>
    <message>
        <source>progress {value}</source>
        <translation>pokrok {value}</translation>
    </message>
    <message>
        <source>interrupted: {name} (round {round}, {seconds})</source>
        <translation>přerušeno: {name} (kolo {round}, {seconds})</translation>
    </message>
    <message>
        <source>Initiative: {chosen} of {total} chosen</source>
        <translation>Iniciativa: zvoleno {chosen} z {total}</translation>
    </message>
    <message>
        <source>Every action of this round is done</source>
        <translation>Všechny akce tohoto kola jsou hotové</translation>
    </message>
    <message>
        <source>{name}: {what} ({n} of {total})</source>
        <translation>{name}: {what} ({n} z {total})</translation>
    </message>
    <message>
        <source>next: {name}</source>
        <translation>další: {name}</translation>
    </message>
    <message>
        <source>A fixed order: start the fight, then set the order (O).</source>
        <translation>Pevné pořadí: zahajte boj, pak nastavte pořadí (O).</translation>
    </message>
    <message>
        <source>Start the fight: every round opens with its initiative.</source>
        <translation>Zahajte boj: každé kolo začíná iniciativou.</translation>
    </message>
    <message>
        <source>Each participant puts 0 or more mental dice on initiative (I: roll or enter them); N starts the actions: main actions by initiative, then bonus actions.</source>
        <translation>Každý účastník vloží do iniciativy 0 nebo více mentálních kostek (I: hodit nebo zadat); N zahájí akce: hlavní akce podle iniciativy, pak bonusové akce.</translation>
    </message>
    <message>
        <source>Slow influence: no initiative, everyone acts at once; resolve the attacks together (Shift+S).</source>
        <translation>Pomalé působení: bez iniciativy, všichni jednají najednou; útoky vyhodnoťte společně (Shift+S).</translation>
    </message>
    <message>
        <source>attack {n} hit {name}</source>
        <translation>{n}. útok zasáhl: {name}</translation>
    </message>
    <message>
        <source>attack {n} missed</source>
        <translation>{n}. útok minul</translation>
    </message>
    <message>
        <source>So far: {attacks}.</source>
        <translation>Dosud: {attacks}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} a {last}</translation>
    </message>
    <message numerus="yes">
        <source>Bonus actions not declared by %n participant(s): {names}. End the round anyway?</source>
        <translation>
            <numerusform>Bez ohlášených bonusových akcí je %n účastník: {names}. Ukončit kolo i tak?</numerusform>
            <numerusform>Bez ohlášených bonusových akcí jsou %n účastníci: {names}. Ukončit kolo i tak?</numerusform>
            <numerusform>Bez ohlášených bonusových akcí je %n účastníků: {names}. Ukončit kolo i tak?</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus actions</source>
        <translation>Bonusové akce</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Tied initiative: put them in the order they act.</source>
        <translation>Shodná iniciativa: seřaďte je v pořadí, v jakém jednají.</translation>
    </message>
    <message>
        <source>Your order for ties the campaign&apos;s rule leaves open (actions already taken this round stay).</source>
        <translation>Vaše pořadí pro shody, které pravidlo kampaně nechává otevřené (akce v tomto kole už provedené zůstávají).</translation>
    </message>
    <message>
        <source>The fixed order they act in (e.g. chess), for every round.</source>
        <translation>Pevné pořadí, v jakém jednají (např. šachy), pro každé kolo.</translation>
    </message>
    <message>
        <source>The GM&apos;s order</source>
        <translation>Pořadí Vypravěče</translation>
    </message>
    <message>
        <source>Slow influence</source>
        <translation>Pomalé působení</translation>
    </message>
    <message>
        <source>Attack {n} of the burst</source>
        <translation>{n}. útok dávky</translation>
    </message>
    <message>
        <source>&amp;Hit</source>
        <translation>Za&amp;sáhl</translation>
    </message>
    <message>
        <source>&amp;Missed</source>
        <translation>&amp;Minul</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <source>A miss</source>
        <translation>Minutí</translation>
    </message>
    <message>
        <source>Who stands next to the target?</source>
        <translation>Kdo stojí vedle cíle?</translation>
    </message>
</context>
<context>
    <name>CombatPage</name>
    <message>
        <source>&amp;New fight…</source>
        <translation>&amp;Nový boj…</translation>
    </message>
    <message>
        <source>&amp;Start the fight</source>
        <translation>Zahájit &amp;boj</translation>
    </message>
    <message>
        <source>N&amp;ext turn</source>
        <translation>&amp;Další tah</translation>
    </message>
    <message>
        <source>&amp;Condition or effect…</source>
        <translation>&amp;Stav nebo účinek…</translation>
    </message>
    <message>
        <source>&amp;Reveal or hide</source>
        <translation>&amp;Odhalit nebo skrýt</translation>
    </message>
    <message>
        <source>Name shown to &amp;players…</source>
        <translation>&amp;Jméno pro hráče…</translation>
    </message>
    <message>
        <source>&amp;Roll dice…</source>
        <translation>Hodit &amp;kostkami…</translation>
    </message>
    <message>
        <source>The &amp;order table</source>
        <translation>&amp;Tabulka pořadí</translation>
    </message>
    <message>
        <source>&amp;End the fight</source>
        <translation>&amp;Ukončit boj</translation>
    </message>
    <message>
        <source>Accept the player&apos;s re&amp;quest on top</source>
        <translation>Přijmout &amp;horní požadavek hráče</translation>
    </message>
    <message>
        <source>Turn do&amp;wn the player&apos;s request on top…</source>
        <translation>O&amp;dmítnout horní požadavek hráče…</translation>
    </message>
    <message>
        <source>Order of the fight</source>
        <translation>Pořadí v boji</translation>
    </message>
    <message>
        <source>Start the fight (Ctrl+Enter)</source>
        <translation>Zahájit boj (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <translation>Další (N)</translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation>Ukončit boj</translation>
    </message>
    <message>
        <source>No fight open</source>
        <translation>Není otevřen žádný boj</translation>
    </message>
    <message>
        <source>Prepare a fight at home: pick its participants from the roster, add quick extras made from an NPC, hide the ambushers. At the table, open it here and run it round by round; every step is saved and Ctrl+Z takes it back.</source>
        <translation>Boj si připravte doma: vyberte jeho účastníky ze seznamu postav, přidejte rychlé statisty vytvořené z NPC, skryjte ty, kdo čekají v záloze. U stolu ho otevřete tady a veďte kolo po kole; každý krok se ukládá a Ctrl+Z ho vrátí.</translation>
    </message>
    <message>
        <source>New fight (Ctrl+Shift+F)</source>
        <translation>Nový boj (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Účastník</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>Na pohled</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Stavy a účinky</translation>
    </message>
    <message>
        <source>Init.</source>
        <translation>Inic.</translation>
    </message>
    <message>
        <source>Intent</source>
        <translation>Záměr</translation>
    </message>
    <message>
        <source>The fight is over (kept with its log).</source>
        <translation>Boj skončil (zůstává uložen i se záznamem).</translation>
    </message>
    <message>
        <source>Prepared: not started yet</source>
        <translation>Připraven: zatím nezačal</translation>
    </message>
    <message>
        <source>intents are declared</source>
        <translation>ohlašují se záměry</translation>
    </message>
    <message>
        <source>resolution</source>
        <translation>vyhodnocení</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniciativa</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>akce</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Kolo {round}</translation>
    </message>
    <message>
        <source> (hidden)</source>
        <translation> (skrytý)</translation>
    </message>
    <message>
        <source>Now: {name}</source>
        <translation>Na tahu: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n combatant(s) selected: actions go to each of them.</source>
        <translation>
            <numerusform>Vybrán %n účastník: akce platí pro každého z nich.</numerusform>
            <numerusform>Vybráni %n účastníci: akce platí pro každého z nich.</numerusform>
            <numerusform>Vybráno %n účastníků: akce platí pro každého z nich.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a combatant to see its state.</source>
        <translation>Vyberte účastníka a uvidíte jeho stav.</translation>
    </message>
    <message>
        <source>Name shown to players</source>
        <translation>Jméno pro hráče</translation>
    </message>
    <message>
        <source>What the players see instead of “{name}” (empty: the real name):</source>
        <translation>Co hráči uvidí místo „{name}“ (prázdné: skutečné jméno):</translation>
    </message>
    <message>
        <source>End this fight? It is kept with its log; Ctrl+Z takes this back.</source>
        <translation>Ukončit tento boj? Zůstane uložen i se záznamem; Ctrl+Z to vrátí.</translation>
    </message>
</context>
<context>
    <name>ConditionDialog</name>
    <message>
        <source>Condition or effect</source>
        <translation>Stav nebo účinek</translation>
    </message>
    <message>
        <source>e.g. blinded, on fire, bless</source>
        <translation>např. oslepený, hoří, požehnání</translation>
    </message>
    <message>
        <source> round(s)</source>
        <translation> kol.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>&amp;Lasts:</source>
        <translation>&amp;Trvá:</translation>
    </message>
    <message>
        <source>For: {names}</source>
        <translation>Pro: {names}</translation>
    </message>
</context>
<context>
    <name>ConflictOptions</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>rolled every round</source>
        <translation>hází se každé kolo</translation>
    </message>
    <message>
        <source>a fixed order (e.g. chess)</source>
        <translation>pevné pořadí (např. šachy)</translation>
    </message>
    <message>
        <source>none (simultaneous)</source>
        <translation>žádná (všichni naráz)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádná</translation>
    </message>
    <message>
        <source>&amp;Conflict:</source>
        <translation>&amp;Střet:</translation>
    </message>
    <message>
        <source>R&amp;ound length:</source>
        <translation>Délka &amp;kola:</translation>
    </message>
    <message>
        <source>&amp;Initiative:</source>
        <translation>&amp;Iniciativa:</translation>
    </message>
    <message>
        <source>&amp;Target value:</source>
        <translation>&amp;Cílová hodnota:</translation>
    </message>
    <message>
        <source>A mental conflict works a value down (a firewall, a position); the GM gives its round length and whether initiative is rolled, fixed or not used.</source>
        <translation>Mentální střet postupně snižuje nějakou hodnotu (firewall, pozici); Vypravěč určí délku kola a zda se iniciativa hází, je pevně daná, nebo se nepoužívá.</translation>
    </message>
    <message>
        <source>No initiative: everyone acts at once and the attack is also the defence; a round lasts 30 s to 5 min.</source>
        <translation>Bez iniciativy: všichni jednají naráz a útok je zároveň obranou; kolo trvá 30 s až 5 min.</translation>
    </message>
    <message>
        <source>Rounds of 3 s; every round each participant puts mental dice on initiative.</source>
        <translation>Kola po 3 s; každé kolo dá každý účastník na iniciativu mentální kostky.</translation>
    </message>
</context>
<context>
    <name>CurrencyTab</name>
    <message>
        <source>The coins of the campaign: zlaté (zl), stříbrné (st) and měďáky (md). The book&apos;s prices are given in zl and st and follow these rates; the prices of the campaign&apos;s own items are kept in md.</source>
        <translation>Mince kampaně: zlaté (zl), stříbrné (st) a měďáky (md). Ceny z knihy jsou uvedeny v zl a st a řídí se těmito kurzy; ceny vlastních položek kampaně se vedou v md.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>1 &amp;zl (zlatý) =</source>
        <translation>1 &amp;zl (zlatý) =</translation>
    </message>
    <message>
        <source>st (stříbrné) in 1 zl (zlatý)</source>
        <translation>st (stříbrných) v 1 zl (zlatém)</translation>
    </message>
    <message>
        <source>1 &amp;st (stříbrný) =</source>
        <translation>1 &amp;st (stříbrný) =</translation>
    </message>
    <message>
        <source>md (měďáky) in 1 st (stříbrný)</source>
        <translation>md (měďáků) v 1 st (stříbrném)</translation>
    </message>
    <message>
        <source>Both rates back to Kronikář&apos;s defaults</source>
        <translation>Oba kurzy zpět na výchozí hodnoty Kronikáře</translation>
    </message>
    <message>
        <source>So 1 zl = {md} md, and {sample} md = {formatted}.</source>
        <translation>Tedy 1 zl = {md} md a {sample} md = {formatted}.</translation>
    </message>
</context>
<context>
    <name>D20ConditionDialog</name>
    <message>
        <source>at the start of the turn</source>
        <translation>na začátku tahu</translation>
    </message>
    <message>
        <source>at the end of the turn</source>
        <translation>na konci tahu</translation>
    </message>
    <message>
        <source>the target’s own</source>
        <translation>samotného cíle</translation>
    </message>
    <message>
        <source>&amp;Secret (not on the player view)</source>
        <translation>&amp;Skrytý (není v pohledu pro hráče)</translation>
    </message>
    <message>
        <source>Counted &amp;down:</source>
        <translation>&amp;Odpočítává se:</translation>
    </message>
    <message>
        <source>On &amp;whose turn:</source>
        <translation>V čí ta&amp;h:</translation>
    </message>
    <message>
        <source>A round of it passes when that combatant&apos;s turn starts or ends.</source>
        <translation>Jedno kolo uplyne, když tah daného účastníka začne nebo skončí.</translation>
    </message>
</context>
<context>
    <name>D20FightBalance</name>
    <message>
        <source>easy</source>
        <translation>snadné</translation>
    </message>
    <message>
        <source>challenging</source>
        <translation>náročné</translation>
    </message>
    <message>
        <source>very difficult</source>
        <translation>velmi obtížné</translation>
    </message>
    <message>
        <source>overpowering</source>
        <translation>drtivé</translation>
    </message>
    <message>
        <source>Encounter level: no opponent with a challenge rating</source>
        <translation>Úroveň střetnutí: žádný protivník s nebezpečností (NB)</translation>
    </message>
    <message>
        <source>Encounter level {level} (no player character to measure it against)</source>
        <translation>Úroveň střetnutí {level} (není hráčská postava, s níž ji porovnat)</translation>
    </message>
    <message>
        <source>Encounter level {level} against party level {party}: {word}</source>
        <translation>Úroveň střetnutí {level} proti úrovni družiny {party}: {word}</translation>
    </message>
</context>
<context>
    <name>D20Printout</name>
    <message>
        <source>Classes</source>
        <translation>Povolání</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Povolání</translation>
    </message>
    <message>
        <source>Stamina die</source>
        <translation>Kostka staminy</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Úrovně</translation>
    </message>
    <message>
        <source>Stamina rolls</source>
        <translation>Hody na staminu</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Stamina</translation>
    </message>
    <message>
        <source>No class yet.</source>
        <translation>Zatím žádné povolání.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>{cr} (book {book})</source>
        <translation>{cr} (v knize {book})</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Životy</translation>
    </message>
    <message>
        <source>Bonus hit points</source>
        <translation>Bonusové životy</translation>
    </message>
    <message>
        <source>Hit Dice</source>
        <translation>Kostky životů</translation>
    </message>
    <message>
        <source>Constitution</source>
        <translation>Odolnost</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <translation>Regenerace</translation>
    </message>
    <message>
        <source>Fast healing</source>
        <translation>Rychlé hojení</translation>
    </message>
    <message>
        <source>No stamina</source>
        <translation>Bez staminy</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>Challenge rating</source>
        <translation>Nebezpečnost (NB)</translation>
    </message>
    <message>
        <source>Dex modifier</source>
        <translation>Oprava za Obratnost</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Nestvůra</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Údaj</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Stamina and wound points</source>
        <translation>Stamina a body zdraví</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Zásoba</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Současná</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>How it is reached</source>
        <translation>Jak se spočítá</translation>
    </message>
    <message>
        <source>Wound points</source>
        <translation>Body zdraví</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>Stavy:</translation>
    </message>
    <message>
        <source>DC {dc} {what}</source>
        <translation>TO {dc} {what}</translation>
    </message>
    <message>
        <source>Pending Fortitude saves:</source>
        <translation>Čekající záchranné hody na Výdrž:</translation>
    </message>
    <message>
        <source>Constitution {con} (modifier {mod}) · Dex modifier {dex} · initiative bonus {init}</source>
        <translation>Odolnost {con} (oprava {mod}) · oprava za Obratnost {dex} · bonus k iniciativě {init}</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Záchranné hody</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Záchranný hod</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Fortitude</source>
        <translation>Výdrž</translation>
    </message>
    <message>
        <source>Reflex</source>
        <translation>Reflexy</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Vůle</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>zadáno</translation>
    </message>
    <message>
        <source>worked out</source>
        <translation>spočítáno</translation>
    </message>
</context>
<context>
    <name>D20Save</name>
    <message>
        <source>Fortitude save</source>
        <translation>Záchranný hod na Výdrž</translation>
    </message>
    <message>
        <source>{name}: Fortitude save DC {dc}, {what}</source>
        <translation>{name}: záchranný hod na Výdrž TO {dc}, {what}</translation>
    </message>
    <message>
        <source>&amp;Fortitude bonus:</source>
        <translation>Bonus k &amp;Výdrži:</translation>
    </message>
</context>
<context>
    <name>D20SavesBox</name>
    <message>
        <source>F&amp;ortitude:</source>
        <translation>Výdr&amp;ž:</translation>
    </message>
    <message>
        <source>Ref&amp;lex:</source>
        <translation>Re&amp;flexy:</translation>
    </message>
    <message>
        <source>&amp;Will:</source>
        <translation>Vů&amp;le:</translation>
    </message>
</context>
<context>
    <name>D20SettingsDialog</name>
    <message>
        <source>Tied initiative goes to the higher modifier</source>
        <translation>Při shodné iniciativě rozhoduje vyšší oprava</translation>
    </message>
    <message>
        <source>Ties left after that are settled by a d20 roll-off</source>
        <translation>Zbylé shody rozhodne rozstřel hodem k20</translation>
    </message>
    <message>
        <source>A disabled creature hit again at 0 wound points saves against DC 15 again</source>
        <translation>Vyřazený tvor znovu zasažený na 0 bodech zdraví hází znovu záchranu proti TO 15</translation>
    </message>
    <message>
        <source>A stable creature hit again at 0 wound points is dying again</source>
        <translation>Stabilizovaný tvor znovu zasažený na 0 bodech zdraví opět umírá</translation>
    </message>
    <message>
        <source>default: the usual d20 rule, which the variant does not change</source>
        <translation>výchozí: obvyklé pravidlo d20, které varianta nemění</translation>
    </message>
    <message>
        <source>ruling: the variant&apos;s text is silent on this case</source>
        <translation>výklad: text varianty tento případ neřeší</translation>
    </message>
</context>
<context>
    <name>D20SheetEditor</name>
    <message>
        <source>Character (classes and levels)</source>
        <translation>Postava (povolání a úrovně)</translation>
    </message>
    <message>
        <source>Monster (hit points and Con)</source>
        <translation>Nestvůra (životy a Odolnost)</translation>
    </message>
    <message>
        <source>Switching starts a fresh definition of the other kind (Undo brings it back).</source>
        <translation>Přepnutí založí nový deník druhého typu (Zpět vrátí původní).</translation>
    </message>
    <message>
        <source>Sheet t&amp;ype:</source>
        <translation>&amp;Typ deníku:</translation>
    </message>
    <message>
        <source>Change class</source>
        <translation>Změnit povolání</translation>
    </message>
    <message>
        <source>Change levels</source>
        <translation>Změnit úrovně</translation>
    </message>
    <message>
        <source>Roll stamina</source>
        <translation>Hodit na staminu</translation>
    </message>
    <message>
        <source>Remove class</source>
        <translation>Odebrat povolání</translation>
    </message>
    <message>
        <source>Maximum stamina:</source>
        <translation>Maximum staminy:</translation>
    </message>
    <message>
        <source>Maximum wound points:</source>
        <translation>Maximum bodů zdraví:</translation>
    </message>
    <message>
        <source>Mark condition: {condition}</source>
        <translation>Označit stav: {condition}</translation>
    </message>
    <message>
        <source>Clear condition: {condition}</source>
        <translation>Zrušit stav: {condition}</translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation>Začátek tahu</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Konec tahu</translation>
    </message>
    <message>
        <source>An hour passes</source>
        <translation>Uplyne hodina</translation>
    </message>
    <message>
        <source>Helped to recover</source>
        <translation>Pomoc se vzpamatovat</translation>
    </message>
    <message>
        <source>Maxima</source>
        <translation>Maxima</translation>
    </message>
    <message>
        <source>Make this sheet a monster&apos;s? Its classes and rolls are replaced (Undo brings them back).</source>
        <translation>Změnit tento deník na deník nestvůry? Povolání a hody budou nahrazeny (Zpět je vrátí).</translation>
    </message>
    <message>
        <source>Make this sheet a character&apos;s? Its monster entry is replaced (Undo brings it back).</source>
        <translation>Změnit tento deník na deník postavy? Údaje nestvůry budou nahrazeny (Zpět je vrátí).</translation>
    </message>
    <message>
        <source>Change the kind of sheet</source>
        <translation>Změnit typ deníku</translation>
    </message>
    <message>
        <source>Make a monster</source>
        <translation>Změnit na nestvůru</translation>
    </message>
    <message>
        <source>Make a character</source>
        <translation>Změnit na postavu</translation>
    </message>
    <message>
        <source>Add class</source>
        <translation>Přidat povolání</translation>
    </message>
    <message>
        <source>Enter stamina roll</source>
        <translation>Zadat hod na staminu</translation>
    </message>
    <message>
        <source>Change Constitution</source>
        <translation>Změnit Odolnost</translation>
    </message>
    <message>
        <source>Change Dex modifier</source>
        <translation>Změnit opravu za Obratnost</translation>
    </message>
    <message>
        <source>Change initiative bonus</source>
        <translation>Změnit bonus k iniciativě</translation>
    </message>
    <message>
        <source>Change hit points</source>
        <translation>Změnit životy</translation>
    </message>
    <message>
        <source>Change bonus hit points</source>
        <translation>Změnit bonusové životy</translation>
    </message>
    <message>
        <source>Change Hit Dice</source>
        <translation>Změnit kostky životů</translation>
    </message>
    <message>
        <source>Change size</source>
        <translation>Změnit velikost</translation>
    </message>
    <message>
        <source>Change regeneration</source>
        <translation>Změnit regeneraci</translation>
    </message>
    <message>
        <source>Change fast healing</source>
        <translation>Změnit rychlé léčení</translation>
    </message>
    <message>
        <source>Change stamina option</source>
        <translation>Změnit volbu staminy</translation>
    </message>
    <message>
        <source>Change challenge rating</source>
        <translation>Změnit nebezpečnost</translation>
    </message>
    <message>
        <source>Change Fortitude save</source>
        <translation>Změnit záchranu na Výdrž</translation>
    </message>
    <message>
        <source>Change Reflex save</source>
        <translation>Změnit záchranu na Reflexy</translation>
    </message>
    <message>
        <source>Change Will save</source>
        <translation>Změnit záchranu na Vůli</translation>
    </message>
    <message>
        <source>Change Wis modifier</source>
        <translation>Změnit opravu za Moudrost</translation>
    </message>
    <message>
        <source>Edit sheet</source>
        <translation>Upravit deník postavy</translation>
    </message>
    <message>
        <source>Coup de grace: {amount} damage</source>
        <translation>Rána z milosti: zranění {amount}</translation>
    </message>
    <message>
        <source>Critical hit: {amount} damage</source>
        <translation>Kritický zásah: zranění {amount}</translation>
    </message>
    <message>
        <source>Hit: {amount} damage</source>
        <translation>Zásah: zranění {amount}</translation>
    </message>
    <message>
        <source>{hours} hours of rest</source>
        <translation>Odpočinek ({hours} h)</translation>
    </message>
    <message>
        <source>A night&apos;s rest</source>
        <translation>Noční odpočinek</translation>
    </message>
    <message>
        <source>A day of bed rest</source>
        <translation>Den na lůžku</translation>
    </message>
    <message>
        <source>Healing spell: {dice} + {bonus}</source>
        <translation>Léčivé kouzlo: {dice} + {bonus}</translation>
    </message>
    <message>
        <source>Healing: {amount}</source>
        <translation>Léčení: {amount}</translation>
    </message>
    <message>
        <source>Fortitude save DC {dc}: {total}</source>
        <translation>Záchranný hod na Výdrž TO {dc}: {total}</translation>
    </message>
    <message>
        <source>Heal check: {total}</source>
        <translation>Ověření Léčení: {total}</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>Nic se nemění.</translation>
    </message>
    <message>
        <source>Heal check</source>
        <translation>Ověření Léčení</translation>
    </message>
    <message>
        <source>Someone tends {name}: a Heal check against DC {dc} stabilises a dying creature.</source>
        <translation>Někdo ošetřuje: {name}. Ověření Léčení proti TO {dc} stabilizuje umírajícího tvora.</translation>
    </message>
    <message>
        <source>&amp;Heal bonus:</source>
        <translation>Bonus k &amp;Léčení:</translation>
    </message>
</context>
<context>
    <name>D20TrackerPanel</name>
    <message>
        <source>Initiative…</source>
        <translation>Iniciativa…</translation>
    </message>
    <message>
        <source>Damage…</source>
        <translation>Zranit…</translation>
    </message>
    <message>
        <source>Heal…</source>
        <translation>Léčit…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Záchrana…</translation>
    </message>
    <message>
        <source>Stabilise…</source>
        <translation>Stabilizovat…</translation>
    </message>
    <message>
        <source>Aid stunned</source>
        <translation>Pomoc ochromenému</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Odložit</translation>
    </message>
    <message>
        <source>Ready…</source>
        <translation>Připravit…</translation>
    </message>
    <message>
        <source>Act now</source>
        <translation>Jednat hned</translation>
    </message>
    <message>
        <source>End condition…</source>
        <translation>Ukončit stav…</translation>
    </message>
    <message>
        <source>&amp;Initiative…</source>
        <translation>&amp;Iniciativa…</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>Zr&amp;anit…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Léčit…</translation>
    </message>
    <message>
        <source>&amp;Fortitude save…</source>
        <translation>&amp;Záchranný hod na Výdrž…</translation>
    </message>
    <message>
        <source>S&amp;tabilise (Heal DC 15)…</source>
        <translation>S&amp;tabilizovat (Léčení TO 15)…</translation>
    </message>
    <message>
        <source>&amp;Aid a stunned ally</source>
        <translation>&amp;Pomoci ochromenému spojenci</translation>
    </message>
    <message>
        <source>De&amp;lay</source>
        <translation>Odložit ak&amp;ci</translation>
    </message>
    <message>
        <source>Res&amp;ume: act now</source>
        <translation>Pok&amp;račovat: jednat hned</translation>
    </message>
    <message>
        <source>Read&amp;y an action…</source>
        <translation>Připra&amp;vit akci…</translation>
    </message>
    <message>
        <source>Coup de grace…</source>
        <translation>Rána z milosti…</translation>
    </message>
    <message>
        <source>Coup de &amp;grace…</source>
        <translation>&amp;Rána z milosti…</translation>
    </message>
    <message>
        <source>E&amp;nd a condition…</source>
        <translation>Ukončit stav př&amp;edčasně…</translation>
    </message>
    <message>
        <source>&amp;Move up in the tie</source>
        <translation>Posunout &amp;výš ve shodě</translation>
    </message>
    <message>
        <source>Move do&amp;wn in the tie</source>
        <translation>Posunout &amp;níž ve shodě</translation>
    </message>
    <message>
        <source>Enter each one&apos;s initiative d20 from physical dice; the rest are rolled at the start.</source>
        <translation>Zadejte každému k20 na iniciativu ze skutečných kostek; za ostatní se hodí při zahájení.</translation>
    </message>
    <message>
        <source>Damage to the selected combatants, an amount each: stamina first, then wound points; a critical hit goes straight to wound points.</source>
        <translation>Zranění vybraným účastníkům, každému zvlášť zadané množství: nejdřív stamina, pak body zdraví; kritický zásah jde rovnou do bodů zdraví.</translation>
    </message>
    <message>
        <source>The oldest pending Fortitude save of the selected combatant: enter the total or roll d20 + the bonus.</source>
        <translation>Nejstarší čekající záchranný hod na Výdrž vybraného účastníka: zadejte celkový výsledek, nebo hoďte k20 + bonus.</translation>
    </message>
    <message>
        <source>The combatant whose turn it is spends a standard action: the selected stunned one recovers.</source>
        <translation>Účastník, který je na tahu, použije standardní akci: vybraný ochromený se vzpamatuje.</translation>
    </message>
    <message>
        <source>The current combatant steps out of the order.</source>
        <translation>Účastník na tahu vystoupí z pořadí.</translation>
    </message>
    <message>
        <source>The selected waiting combatant acts now, just before the current one, and keeps that place.</source>
        <translation>Vybraný čekající účastník jedná hned, těsně před současným, a toto místo si ponechá.</translation>
    </message>
    <message>
        <source>The current combatant readies an action with a trigger; it lapses when its next turn comes.</source>
        <translation>Účastník na tahu si připraví akci se spouštěčem; propadne, když přijde jeho další tah.</translation>
    </message>
    <message numerus="yes">
        <source>Before the start: enter the initiative d20s (I); Start rolls the %n not entered.</source>
        <translation>
            <numerusform>Před zahájením: zadejte k20 na iniciativu (I); při zahájení se hodí za %n nezadaného.</numerusform>
            <numerusform>Před zahájením: zadejte k20 na iniciativu (I); při zahájení se hodí za %n nezadané.</numerusform>
            <numerusform>Před zahájením: zadejte k20 na iniciativu (I); při zahájení se hodí za %n nezadaných.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every initiative is entered: Start the fight (Ctrl+Enter).</source>
        <translation>Iniciativa je zadána u všech: zahajte boj (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>{name} readied: {trigger}</source>
        <translation>{name} – připravená akce: {trigger}</translation>
    </message>
    <message>
        <source>{name} delayed</source>
        <translation>{name} – odložená akce</translation>
    </message>
    <message>
        <source>Waiting (Shift+R acts now): {list}</source>
        <translation>Čekají (Shift+R: jednat hned): {list}</translation>
    </message>
    <message>
        <source>Tied at initiative {total}: drag to reorder (Alt+↑ / Alt+↓)</source>
        <translation>Shoda na iniciativě {total}: pořadí změníte přetažením (Alt+↑ / Alt+↓)</translation>
    </message>
    <message>
        <source>{name} — roll-off {rolls}</source>
        <translation>{name} — rozstřel {rolls}</translation>
    </message>
    <message>
        <source>Initiative entered</source>
        <translation>Iniciativa zadána</translation>
    </message>
    <message>
        <source>Roll-offs entered</source>
        <translation>Rozstřely zadány</translation>
    </message>
    <message>
        <source>Damage: {names}</source>
        <translation>Zranění: {names}</translation>
    </message>
    <message>
        <source>Coup de grace: {names}</source>
        <translation>Rána z milosti: {names}</translation>
    </message>
    <message>
        <source>Healing: {names}</source>
        <translation>Léčení: {names}</translation>
    </message>
    <message>
        <source>Fortitude save: {name}</source>
        <translation>Záchranný hod na Výdrž: {name}</translation>
    </message>
    <message>
        <source>Stabilise</source>
        <translation>Stabilizovat</translation>
    </message>
    <message>
        <source>Heal check DC 15 on {name}: a standard action that provokes attacks of opportunity; success stabilises a dying creature.</source>
        <translation>Ověření Léčení TO 15, cíl {name}: standardní akce, která provokuje k příležitostnému útoku; úspěch umírajícího tvora stabilizuje.</translation>
    </message>
    <message>
        <source>Heal &amp;modifier:</source>
        <translation>&amp;Oprava Léčení:</translation>
    </message>
    <message>
        <source>Heal check: {name}</source>
        <translation>Ověření Léčení: {name}</translation>
    </message>
    <message>
        <source>Help to recover: {name}</source>
        <translation>Pomoc se vzpamatovat: {name}</translation>
    </message>
    <message>
        <source>Ready an action</source>
        <translation>Připravit akci</translation>
    </message>
    <message>
        <source>{name} readies an action. Its trigger (what it waits for):</source>
        <translation>{name} si připravuje akci. Její spouštěč (na co čeká):</translation>
    </message>
    <message>
        <source>Select the waiting combatant who acts now.</source>
        <translation>Vyberte čekajícího účastníka, který má jednat hned.</translation>
    </message>
    <message>
        <source>End a condition</source>
        <translation>Ukončit stav</translation>
    </message>
    <message>
        <source>Which condition ends now:</source>
        <translation>Který stav teď končí:</translation>
    </message>
    <message>
        <source>{name} ends: {names}</source>
        <translation>{name} končí: {names}</translation>
    </message>
</context>
<context>
    <name>DakaraCatalogue</name>
    <message>
        <source>campaign</source>
        <translation>kampaň</translation>
    </message>
    <message>
        <source>example</source>
        <translation>příklad</translation>
    </message>
    <message>
        <source>rules text</source>
        <translation>text pravidel</translation>
    </message>
    <message>
        <source>Added for this campaign: you can remove it</source>
        <translation>Přidáno pro tuto kampaň: lze odebrat</translation>
    </message>
    <message>
        <source>Kronikář&apos;s example, not the book&apos;s: the rules text&apos;s list did not survive</source>
        <translation>Příklad Kronikáře, ne z knihy: seznam z textu pravidel se nedochoval</translation>
    </message>
    <message>
        <source>From the rules text: read-only</source>
        <translation>Z textu pravidel: jen pro čtení</translation>
    </message>
    <message>
        <source>grouped</source>
        <translation>sdružená</translation>
    </message>
    <message>
        <source>standalone</source>
        <translation>samostatná</translation>
    </message>
    <message>
        <source>free</source>
        <translation>zdarma</translation>
    </message>
    <message>
        <source>free at {rating}</source>
        <translation>zdarma s hodnocením {rating}</translation>
    </message>
    <message>
        <source>specialisation</source>
        <translation>specializace</translation>
    </message>
</context>
<context>
    <name>DakaraConditionDialog</name>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
</context>
<context>
    <name>DakaraPrintout</name>
    <message>
        <source>Skills</source>
        <translation>Dovednosti</translation>
    </message>
    <message>
        <source>Property, status and contacts</source>
        <translation>Majetek, Postavení a Známosti</translation>
    </message>
    <message>
        <source>Areas of influence:</source>
        <translation>Oblasti působení:</translation>
    </message>
    <message>
        <source>Spells and abilities</source>
        <translation>Kouzla a schopnosti</translation>
    </message>
    <message>
        <source>Gear and money</source>
        <translation>Výbava a peníze</translation>
    </message>
    <message>
        <source>Cash:</source>
        <translation>Hotovost:</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakty</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Sítě</translation>
    </message>
    <message>
        <source>Kondice</source>
        <translation>Kondice</translation>
    </message>
    <message>
        <source>Broken rules and waivers</source>
        <translation>Porušená pravidla a výjimky</translation>
    </message>
    <message>
        <source>Goals and story hooks</source>
        <translation>Cíle a příběhové náměty</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>umírá</translation>
    </message>
    <message>
        <source>out, −4</source>
        <translation>vyřazen, −4</translation>
    </message>
    <message>
        <source>can&apos;t run</source>
        <translation>nemůže běžet</translation>
    </message>
    <message>
        <source>{spent} of {budget} XP spent</source>
        <translation>utraceno {spent} z {budget} zk</translation>
    </message>
    <message>
        <source>kondice {now}/{max} · Výdrž {vydrz} · Vůle {vule}</source>
        <translation>kondice {now}/{max} · Výdrž {vydrz} · Vůle {vule}</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titul</translation>
    </message>
    <message>
        <source>{state} · Výdrž {vydrz} of {vydrz_max} · Vůle {vule} of {vule_max}</source>
        <translation>{state} · Výdrž {vydrz} z {vydrz_max} · Vůle {vule} z {vule_max}</translation>
    </message>
    <message>
        <source>Waived: {reason}</source>
        <translation>Výjimka: {reason}</translation>
    </message>
    <message>
        <source>influence {influence}, area {area}</source>
        <translation>vliv {influence}, oblast {area}</translation>
    </message>
    <message>
        <source>Who:</source>
        <translation>Kdo:</translation>
    </message>
    <message>
        <source>How met, why they help:</source>
        <translation>Jak se poznali a proč pomáhá:</translation>
    </message>
    <message>
        <source>Where to reach them:</source>
        <translation>Kde ho zastihnout:</translation>
    </message>
    <message>
        <source>Looks and manner:</source>
        <translation>Vzhled a vystupování:</translation>
    </message>
    <message>
        <source>Liaison:</source>
        <translation>Spojka:</translation>
    </message>
    <message>
        <source>Dead drop:</source>
        <translation>Mrtvá schránka:</translation>
    </message>
    <message>
        <source>Cipher:</source>
        <translation>Šifra:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Jazyk:</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>hodnocení {rating}</translation>
    </message>
</context>
<context>
    <name>DakaraSettingsDialog</name>
    <message>
        <source>Campaign rules settings — Dakara</source>
        <translation>Nastavení pravidel kampaně — Dakara</translation>
    </message>
    <message>
        <source>Creation &amp;levels</source>
        <translation>Úrovně &amp;tvorby</translation>
    </message>
    <message>
        <source>&amp;Training table</source>
        <translation>Tabulka t&amp;réninku</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>&amp;Měna</translation>
    </message>
    <message>
        <source>Catal&amp;ogue</source>
        <translation>&amp;Katalog</translation>
    </message>
    <message>
        <source>Tabulka tvorby postavy: XP budget and limits</source>
        <translation>Tabulka tvorby postavy: rozpočet zk a limity</translation>
    </message>
    <message>
        <source>Tabulka limitů tréninku: limits after creation</source>
        <translation>Tabulka limitů tréninku: limity po tvorbě postavy</translation>
    </message>
    <message>
        <source>zl, st and md</source>
        <translation>zl, st a md</translation>
    </message>
    <message>
        <source>Skills, spells, weapons, armour and shields, with the campaign&apos;s own</source>
        <translation>Dovednosti, kouzla, zbraně, zbroje a štíty včetně vlastních položek kampaně</translation>
    </message>
    <message>
        <source>Campaign rules settings</source>
        <translation>Nastavení pravidel kampaně</translation>
    </message>
    <message>
        <source>The rules settings cannot be read</source>
        <translation>Nastavení pravidel nelze načíst</translation>
    </message>
</context>
<context>
    <name>DakaraSheetEditor</name>
    <message>
        <source>&amp;Skills</source>
        <translation>&amp;Dovednosti</translation>
    </message>
    <message>
        <source>Property, status, &amp;contacts</source>
        <translation>Majetek, Postavení, &amp;Známosti</translation>
    </message>
    <message>
        <source>&amp;Material resources</source>
        <translation>&amp;Materiální zdroje</translation>
    </message>
    <message>
        <source>S&amp;pells</source>
        <translation>&amp;Kouzla</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Trénink</translation>
    </message>
    <message>
        <source>Current s&amp;tate</source>
        <translation>&amp;Současný stav</translation>
    </message>
    <message>
        <source>Skill test: {what}</source>
        <translation>Dovednostní test: {what}</translation>
    </message>
    <message>
        <source>Creation level: {level}</source>
        <translation>Úroveň tvorby: {level}</translation>
    </message>
    <message>
        <source>Goals and story hooks: {n}</source>
        <translation>Cíle a příběhové náměty: {n}</translation>
    </message>
    <message>
        <source>Waive a rule</source>
        <translation>Udělit výjimku z pravidla</translation>
    </message>
    <message>
        <source>Withdraw a waiver</source>
        <translation>Odvolat výjimku</translation>
    </message>
</context>
<context>
    <name>DakaraTracker</name>
    <message>
        <source>For: {names}</source>
        <translation>Pro: {names}</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>hodit</translation>
    </message>
    <message>
        <source>Leave at “roll” to roll it here, or enter the physical die (1–6).</source>
        <translation>Nechte „hodit“ a hodí se tady, nebo zadejte, co padlo na skutečné kostce (1–6).</translation>
    </message>
    <message>
        <source>Each target&apos;s own</source>
        <translation>Každému cíli zvlášť</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
</context>
<context>
    <name>DakaraTrackerPanel</name>
    <message>
        <source>Declared intents</source>
        <translation>Ohlášené záměry</translation>
    </message>
    <message>
        <source>&amp;Declare an intent…</source>
        <translation>Ohlásit &amp;záměr…</translation>
    </message>
    <message>
        <source>Resol&amp;ve the round (NPCs first)</source>
        <translation>&amp;Vyhodnotit kolo (nejdřív cizí postavy)</translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation>Ú&amp;tok…</translation>
    </message>
    <message>
        <source>&amp;End the action under way</source>
        <translation>Ukončit probíhající &amp;akci</translation>
    </message>
    <message>
        <source>&amp;Free action…</source>
        <translation>Volná ak&amp;ce…</translation>
    </message>
    <message>
        <source>&amp;Spend Výdrž or Vůle…</source>
        <translation>Utrat&amp;it Výdrž nebo Vůli…</translation>
    </message>
    <message>
        <source>Da&amp;mage from another source…</source>
        <translation>Z&amp;ranění z jiného zdroje…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Léčit…</translation>
    </message>
    <message>
        <source>&amp;Brought round (First aid)…</source>
        <translation>&amp;Probrat (První pomoc)…</translation>
    </message>
    <message>
        <source>Declare (I)</source>
        <translation>Ohlásit (I)</translation>
    </message>
    <message>
        <source>Resolve (Ctrl+R)</source>
        <translation>Vyhodnotit (Ctrl+R)</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Útok (A)</translation>
    </message>
    <message>
        <source>End action (E)</source>
        <translation>Ukončit akci (E)</translation>
    </message>
    <message>
        <source>Free action (F)</source>
        <translation>Volná akce (F)</translation>
    </message>
    <message>
        <source>Spend (S)</source>
        <translation>Utratit (S)</translation>
    </message>
    <message>
        <source>Damage (D)</source>
        <translation>Zranění (D)</translation>
    </message>
    <message>
        <source>Heal (H)</source>
        <translation>Léčit (H)</translation>
    </message>
    <message>
        <source>Brought round (B)</source>
        <translation>Probrat (B)</translation>
    </message>
    <message>
        <source>The fight is over.</source>
        <translation>Boj skončil.</translation>
    </message>
    <message>
        <source>No initiative in Dakara: each round the intents are declared, then resolved. Start the fight (Ctrl+Enter).</source>
        <translation>Dakara nemá iniciativu: každé kolo se nejdřív ohlásí záměry a pak se vyhodnotí. Zahajte boj (Ctrl+Enter).</translation>
    </message>
    <message numerus="yes">
        <source>Declaring (NPCs first): %n to declare · F2 or I</source>
        <translation>
            <numerusform>Ohlašování (nejdřív cizí postavy): zbývá %n účastník · F2 nebo I</numerusform>
            <numerusform>Ohlašování (nejdřív cizí postavy): zbývají %n účastníci · F2 nebo I</numerusform>
            <numerusform>Ohlašování (nejdřív cizí postavy): zbývá %n účastníků · F2 nebo I</numerusform>
        </translation>
    </message>
    <message>
        <source>Declaring: all declared · Ctrl+R resolves</source>
        <translation>Ohlašování: vše ohlášeno · Ctrl+R vyhodnotí</translation>
    </message>
    <message numerus="yes">
        <source>Resolving (NPCs first): %n attack(s) left · A</source>
        <translation>
            <numerusform>Vyhodnocení (nejdřív cizí postavy): zbývá %n útok · A</numerusform>
            <numerusform>Vyhodnocení (nejdřív cizí postavy): zbývají %n útoky · A</numerusform>
            <numerusform>Vyhodnocení (nejdřív cizí postavy): zbývá %n útoků · A</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolved · damage lands when the next round starts (N)</source>
        <translation>Vyhodnoceno · zranění se projeví na začátku dalšího kola (N)</translation>
    </message>
    <message>
        <source>Damage from another source</source>
        <translation>Zranění z jiného zdroje</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Zranění:</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Léčení</translation>
    </message>
    <message>
        <source>&amp;Healing:</source>
        <translation>&amp;Léčení:</translation>
    </message>
    <message>
        <source>Takes hold when the next round starts, as every effect in a Dakara fight.</source>
        <translation>Projeví se na začátku dalšího kola, jako každý účinek v boji podle Dakary.</translation>
    </message>
    <message>
        <source>The fight has not started: it takes hold at once.</source>
        <translation>Boj ještě nezačal: projeví se hned.</translation>
    </message>
    <message>
        <source>{name}: {names}</source>
        <translation>{name}: {names}</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <source>Damage to {name}</source>
        <translation>Zranění: {name}</translation>
    </message>
    <message>
        <source>The attack&apos;s damage as rolled. No multiplier: criticals deal normal damage.</source>
        <translation>Zranění útoku, jak padlo. Bez násobitele: kritické zásahy způsobují běžné zranění.</translation>
    </message>
    <message>
        <source>&amp;Normal hit</source>
        <translation>&amp;Běžný zásah</translation>
    </message>
    <message>
        <source>Damage reduces stamina; once stamina is 0 it reduces wound points (No stamina).</source>
        <translation>Zranění snižuje staminu; jakmile je stamina 0, snižuje body zdraví (Žádná stamina).</translation>
    </message>
    <message>
        <source>&amp;Critical hit</source>
        <translation>&amp;Kritický zásah</translation>
    </message>
    <message>
        <source>A critical hit deals normal damage, but straight to wound points instead of stamina (Critical hits).</source>
        <translation>Kritický zásah způsobí běžné zranění, ale rovnou do bodů zdraví místo staminy (Kritické zásahy).</translation>
    </message>
    <message>
        <source>Coup de &amp;grace</source>
        <translation>&amp;Rána z milosti</translation>
    </message>
    <message>
        <source>An automatic critical hit; a survivor must make a Fortitude save (DC 10 + damage) or die (Coup de grace).</source>
        <translation>Automatický kritický zásah; kdo přežije, musí uspět v záchranném hodu na Výdrž (TO 10 + zranění), jinak zemře (rána z milosti).</translation>
    </message>
    <message>
        <source>&amp;Bypasses regeneration (e.g. fire or acid)</source>
        <translation>&amp;Obchází regeneraci (např. oheň nebo kyselina)</translation>
    </message>
    <message>
        <source>Such attacks deal wound damage unless a Fortitude save (DC 10 + damage) turns it into stamina damage (Regeneration).</source>
        <translation>Takové útoky zraňují body zdraví, pokud je záchranný hod na Výdrž (TO 10 + zranění) nepřevede na zranění staminy (Regenerace).</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Zranění:</translation>
    </message>
    <message>
        <source>Hit:</source>
        <translation>Zásah:</translation>
    </message>
    <message>
        <source>Apply damage</source>
        <translation>Zranit</translation>
    </message>
</context>
<context>
    <name>DecayDialog</name>
    <message>
        <source>Start book: {name}</source>
        <translation>Začátek knihy: {name}</translation>
    </message>
    <message>
        <source>Feelings raised by emotional requests may drop by 1 at the book&apos;s start if the player wishes (Člověk, City). Tick those that drop:</source>
        <translation>City zvýšené citovými žádostmi mohou na začátku knihy klesnout o 1, pokud si to hráč přeje (Člověk, City). Zaškrtněte ty, které klesnou:</translation>
    </message>
</context>
<context>
    <name>DeclarationBoardModel</name>
    <message>
        <source>dying</source>
        <translation>umírá</translation>
    </message>
    <message>
        <source>out</source>
        <translation>vyřazen</translation>
    </message>
    <message>
        <source>−4</source>
        <translation>−4</translation>
    </message>
    <message>
        <source>not announced</source>
        <translation>neohlášeno</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>ještě %n kolo</numerusform>
            <numerusform>ještě %n kola</numerusform>
            <numerusform>ještě %n kol</numerusform>
        </translation>
    </message>
    <message>
        <source>open</source>
        <translation>otevřená</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>útok vyhodnocen</translation>
    </message>
    <message>
        <source>free</source>
        <translation>volná akce</translation>
    </message>
    <message>
        <source>−{n} next round</source>
        <translation>−{n} od příštího kola</translation>
    </message>
    <message numerus="yes">
        <source>Brought round (First aid): acts at −4, %n round(s) left.</source>
        <translation>
            <numerusform>Probraný (První pomoc): jedná s postihem −4, zbývá %n kolo.</numerusform>
            <numerusform>Probraný (První pomoc): jedná s postihem −4, zbývají %n kola.</numerusform>
            <numerusform>Probraný (První pomoc): jedná s postihem −4, zbývá %n kol.</numerusform>
        </translation>
    </message>
    <message>
        <source>Brought round (First aid): acts at −4 until you end it (B).</source>
        <translation>Probraný (První pomoc): jedná s postihem −4, dokud to neukončíte (B).</translation>
    </message>
    <message>
        <source>Hidden: this intent is not announced to the players.</source>
        <translation>Skrytý: tento záměr se hráčům neohlašuje.</translation>
    </message>
    <message numerus="yes">
        <source>Busy with a longer action: %n round(s) left.</source>
        <translation>
            <numerusform>Zaměstnán delší akcí: zbývá %n kolo.</numerusform>
            <numerusform>Zaměstnán delší akcí: zbývají %n kola.</numerusform>
            <numerusform>Zaměstnán delší akcí: zbývá %n kol.</numerusform>
        </translation>
    </message>
    <message>
        <source>An open action: until you end it (E).</source>
        <translation>Otevřená akce: trvá, dokud ji neukončíte (E).</translation>
    </message>
    <message>
        <source>Its attack this round is resolved.</source>
        <translation>Jeho útok v tomto kole je vyhodnocen.</translation>
    </message>
    <message>
        <source>Free action: {text}</source>
        <translation>Volná akce: {text}</translation>
    </message>
    <message>
        <source>{n} damage takes hold when the next round starts.</source>
        <translation>Zranění {n} se projeví na začátku dalšího kola.</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Účastník</translation>
    </message>
    <message>
        <source>Intent</source>
        <translation>Záměr</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>V tomto kole</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— vyberte —</translation>
    </message>
    <message>
        <source>(no intent)</source>
        <translation>(bez záměru)</translation>
    </message>
    <message>
        <source>(no target)</source>
        <translation>(bez cíle)</translation>
    </message>
</context>
<context>
    <name>DeclareDialog</name>
    <message>
        <source>Declare an intent</source>
        <translation>Ohlásit záměr</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádný)</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Akce:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cíl:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Kola:</translation>
    </message>
    <message>
        <source>Hidden: {names}. The players are not told this intent.</source>
        <translation>Ve skrytu: {names}. Hráčům se tento záměr neohlašuje.</translation>
    </message>
    <message>
        <source>* resolves an attack. An intent abandoned this round cannot be declared again.</source>
        <translation>* vyhodnocuje se jako útok. Záměr opuštěný v tomto kole nelze znovu ohlásit.</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Ohlásit</translation>
    </message>
    <message>
        <source>until I end it</source>
        <translation>dokud ji neukončím</translation>
    </message>
    <message numerus="yes">
        <source>as the table says (%n)</source>
        <translation>
            <numerusform>podle tabulky (%n)</numerusform>
            <numerusform>podle tabulky (%n)</numerusform>
            <numerusform>podle tabulky (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n kolo</numerusform>
            <numerusform>%n kola</numerusform>
            <numerusform>%n kol</numerusform>
        </translation>
    </message>
    <message>
        <source>The table: {duration}</source>
        <translation>Tabulka: {duration}</translation>
    </message>
</context>
<context>
    <name>DiceBox</name>
    <message>
        <source>Roll the dice</source>
        <translation>Hodit kostkami</translation>
    </message>
    <message>
        <source>Enter the dice that fell:</source>
        <translation>Zadat, co padlo:</translation>
    </message>
    <message>
        <source>actor </source>
        <translation>jednající </translation>
    </message>
    <message>
        <source>The actor&apos;s die</source>
        <translation>Kostka jednajícího</translation>
    </message>
    <message>
        <source>opposition </source>
        <translation>protivník </translation>
    </message>
    <message>
        <source>The opposition&apos;s die</source>
        <translation>Kostka protivníka</translation>
    </message>
    <message>
        <source>The GM decides: success</source>
        <translation>Rozhodne Vypravěč: úspěch</translation>
    </message>
    <message>
        <source>The GM decides: failure</source>
        <translation>Rozhodne Vypravěč: neúspěch</translation>
    </message>
</context>
<context>
    <name>DisorderDialog</name>
    <message>
        <source>Disorder</source>
        <translation>Porucha</translation>
    </message>
    <message>
        <source>New disorder</source>
        <translation>Nová porucha</translation>
    </message>
    <message>
        <source>P&amp;ermanent (only a supernatural cure removes it)</source>
        <translation>&amp;Trvalá (odstraní ji jen nadpřirozené vyléčení)</translation>
    </message>
    <message>
        <source>Applies all the time, e.g. restlessness</source>
        <translation>Působí neustále, např. neklid</translation>
    </message>
    <message>
        <source>What sets it off for a scene</source>
        <translation>Co ji na jednu scénu spustí</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>Lasting &amp;effect:</source>
        <translation>Trvající &amp;vliv:</translation>
    </message>
    <message>
        <source>&amp;Trigger:</source>
        <translation>&amp;Spoušť:</translation>
    </message>
</context>
<context>
    <name>DueDates</name>
    <message>
        <source>overdue</source>
        <translation>po termínu</translation>
    </message>
    <message>
        <source>due soon</source>
        <translation>brzy splatné</translation>
    </message>
    <message>
        <source>“{text}” is not a date of the campaign&apos;s calendar.</source>
        <translation>„{text}“ není datum kalendáře kampaně.</translation>
    </message>
    <message>
        <source>A date of the story, as the header shows it or as day. month. year (3. 4. 1250); empty: no due date.</source>
        <translation>Datum příběhu, jak ho ukazuje záhlaví, nebo den. měsíc. rok (3. 4. 1250); prázdné: bez splatnosti.</translation>
    </message>
</context>
<context>
    <name>EdgeItem</name>
    <message>
        <source>%1 owes %2: %3</source>
        <translation>Dlužník %1, věřitel %2: %3</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
</context>
<context>
    <name>EditRequestDialog</name>
    <message>
        <source>Change the player&apos;s request</source>
        <translation>Upravit požadavek hráče</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Hod:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Kostky:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Množství:</translation>
    </message>
    <message>
        <source>(nobody named)</source>
        <translation>(nikdo neurčen)</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cíl:</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Slova:</translation>
    </message>
    <message>
        <source>&amp;Accept as changed</source>
        <translation>&amp;Přijmout upravené</translation>
    </message>
</context>
<context>
    <name>EncounterController</name>
    <message>
        <source>Prepare the fight “{name}”</source>
        <translation>Připravit boj „{name}“</translation>
    </message>
    <message>
        <source>Delete the fight “{name}”</source>
        <translation>Smazat boj „{name}“</translation>
    </message>
    <message>
        <source>Fight step</source>
        <translation>Krok boje</translation>
    </message>
    <message>
        <source>Other GMs kept stepping the fight while you made “{what}”: it was not made. The tracker shows the fight as it is now; make the step again in a moment.</source>
        <translation>Jiní vypravěči mezitím boj stále posouvali, zatímco jste dělali „{what}“: krok se neudělal. Boj se teď ukazuje tak, jak je; udělejte krok za chvíli znovu.</translation>
    </message>
    <message>
        <source>{who} deleted the fight or changed it past reading while you made “{what}”: it was not made.</source>
        <translation>{who} mezitím boj smazal(a) nebo změnil(a) tak, že ho nelze přečíst, zatímco jste dělali „{what}“: krok se neudělal.</translation>
    </message>
    <message>
        <source>{who} made this very step a moment ago: “{what}”. It was not made a second time; make it again if it was meant twice.</source>
        <translation>{who} právě udělal(a) tentýž krok: „{what}“. Podruhé se neudělal; pokud měl být dvakrát, udělejte ho znovu.</translation>
    </message>
    <message>
        <source>{who} moved the fight on while you made “{what}”: it was not made. The tracker shows the fight as it is now; make the step again if it still applies.</source>
        <translation>{who} mezitím boj posunul(a) dál, zatímco jste dělali „{what}“: krok se neudělal. Boj se teď ukazuje tak, jak je; pokud krok stále platí, udělejte ho znovu.</translation>
    </message>
    <message>
        <source>{who} changed the fight while you made “{what}”, and on the fight as it is now the rules refuse it: {reason}</source>
        <translation>{who} mezitím boj změnil(a), zatímco jste dělali „{what}“, a v boji, jak je teď, to pravidla nedovolují: {reason}</translation>
    </message>
    <message>
        <source>Another GM</source>
        <translation>Jiný vypravěč</translation>
    </message>
    <message>
        <source>What the player view shows</source>
        <translation>Co ukazuje pohled pro hráče</translation>
    </message>
</context>
<context>
    <name>EndConflictDialog</name>
    <message>
        <source>End the conflict</source>
        <translation>Ukončit střet</translation>
    </message>
    <message>
        <source>the interrupted conflict &amp;resumes with full banks</source>
        <translation>přerušený střet &amp;pokračuje s plnými banky</translation>
    </message>
    <message>
        <source>the &amp;fight ends (kept with its log)</source>
        <translation>&amp;boj skončí (zůstane uložen i se záznamem)</translation>
    </message>
    <message>
        <source>a &amp;new conflict starts in its place (full banks)</source>
        <translation>na jeho místě začne &amp;nový střet (s plnými banky)</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
</context>
<context>
    <name>ErrorHook</name>
    <message>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <source>Kronikář ran into an error: {error}

Everything you changed before it is saved in the campaign. The details are in the log:
{log}</source>
        <translation>Kronikář narazil na chybu: {error}

Vše, co jste změnili předtím, je v kampani uloženo. Podrobnosti jsou v protokolu:
{log}</translation>
    </message>
</context>
<context>
    <name>FavourDialog</name>
    <message>
        <source>Who owes</source>
        <translation>Kdo dluží</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>Komu</translation>
    </message>
    <message>
        <source>How big</source>
        <translation>Jak velká</translation>
    </message>
    <message>
        <source>In the GM&apos;s own words</source>
        <translation>Slovy Vypravěče</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Proč</translation>
    </message>
    <message>
        <source>When (date or session)</source>
        <translation>Kdy (datum nebo sezení)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Known to the players</source>
        <translation>Hráči o tom vědí</translation>
    </message>
    <message>
        <source>Due (a story date)</source>
        <translation>Splatné (datum příběhu)</translation>
    </message>
    <message>
        <source>Edit favour</source>
        <translation>Upravit laskavost</translation>
    </message>
    <message>
        <source>New favour</source>
        <translation>Nová laskavost</translation>
    </message>
    <message>
        <source>Choose who owes and to whom.</source>
        <translation>Vyberte, kdo dluží a komu.</translation>
    </message>
</context>
<context>
    <name>FeelingUseDialog</name>
    <message>
        <source>A feeling as armour</source>
        <translation>Cit jako zbroj</translation>
    </message>
    <message>
        <source>{feeling} toward {target} is used as armour against the target&apos;s influence: it costs a burned stun social wound (Člověk, City). Which scar takes it?</source>
        <translation>{feeling} k {target} slouží jako zbroj proti působení cíle citu: stojí spálené omračující sociální zranění (Člověk, City). Do které jizvy?</translation>
    </message>
    <message>
        <source>&amp;Scar:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>Burn and use</source>
        <translation>Spálit a použít</translation>
    </message>
    <message>
        <source>No social scar may burn now.</source>
        <translation>Teď nelze pálit z žádné sociální jizvy.</translation>
    </message>
</context>
<context>
    <name>FeelingsModel</name>
    <message>
        <source>Toward</source>
        <translation>Vůči</translation>
    </message>
    <message>
        <source>{target} is a character of this campaign</source>
        <translation>{target} je postava této kampaně</translation>
    </message>
    <message>
        <source>{feeling} toward {target}: {value} now (lasting {lasting}, temporary +{temporary} from social scar hits); request raises used {raises} of {most}.</source>
        <translation>{feeling} → {target}: nyní {value} (trvale {lasting}, dočasně +{temporary} ze zásahů do sociálních jizev); zvýšení citovou žádostí využito {raises} z {most}.</translation>
    </message>
</context>
<context>
    <name>FeelingsTab</name>
    <message>
        <source>Feelings</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Feelings t&amp;oward:</source>
        <translation>City &amp;vůči:</translation>
    </message>
    <message>
        <source>a character or any being</source>
        <translation>postava nebo jakákoli bytost</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Přidat</translation>
    </message>
    <message>
        <source>Request &amp;raise</source>
        <translation>&amp;Citová žádost</translation>
    </message>
    <message>
        <source>A fulfilled emotional request raises the feeling by 1, at most three times in all; friendship and enmity oppose, so the other drops first (Člověk, City).</source>
        <translation>Splněná citová žádost zvýší cit o 1, celkem nejvýše třikrát; Přátelství a Nepřátelství stojí proti sobě, takže nejdřív klesne to druhé (Člověk, City).</translation>
    </message>
    <message>
        <source>Social &amp;hit (+2)</source>
        <translation>&amp;Sociální zásah (+2)</translation>
    </message>
    <message>
        <source>A social scar hit raises the feeling by 2 until the scene ends, then by 1 until the chapter ends (Člověk, City).</source>
        <translation>Zásah do sociální jizvy zvýší cit o 2 do konce scény, pak o 1 do konce kapitoly (Člověk, City).</translation>
    </message>
    <message>
        <source>&amp;Use as armour…</source>
        <translation>&amp;Využít jako zbroj…</translation>
    </message>
    <message>
        <source>A feeling is used by the one it is toward, against its holder (in the conflict, when that one burns). The holder itself uses only its own Desire and Enmity, as armour; it costs a burned stun social wound (Člověk, City).</source>
        <translation>Cit využívá ten, kdo je cílem citu, proti držiteli citu (ve střetu, když on pálí). Držitel sám smí využít jen vlastní Touhu a Nepřátelství, jako zbroj; stojí to spálené omračující sociální zranění (Člověk, City).</translation>
    </message>
    <message>
        <source>Forget &amp;target</source>
        <translation>&amp;Zapomenout cíl</translation>
    </message>
    <message>
        <source>Double-click a value to set the lasting feeling (0–5). Dots show the request raises used (●) of three; (+n) is a temporary raise from social scar hits.</source>
        <translation>Dvojklikem na hodnotu nastavíte trvalý cit (0–5). Tečky ukazují využitá zvýšení citovou žádostí (●) ze tří; (+n) je dočasné zvýšení ze zásahů do sociálních jizev.</translation>
    </message>
</context>
<context>
    <name>FightsPane</name>
    <message>
        <source>&amp;New fight…</source>
        <translation>&amp;Nový boj…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Boje</translation>
    </message>
    <message>
        <source>prepared</source>
        <translation>připraven</translation>
    </message>
    <message>
        <source>running</source>
        <translation>probíhá</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>skončen</translation>
    </message>
    <message>
        <source>The fight was not prepared</source>
        <translation>Boj nebyl připraven</translation>
    </message>
</context>
<context>
    <name>FindContactDialog</name>
    <message>
        <source>Who is looking</source>
        <translation>Kdo hledá</translation>
    </message>
    <message>
        <source>Známosti</source>
        <translation>Známosti</translation>
    </message>
    <message>
        <source>Difficulty (the influence the helper would need)</source>
        <translation>Obtížnost (vliv, který by pomocník potřeboval)</translation>
    </message>
    <message>
        <source>Penalty for being far from home</source>
        <translation>Postih za vzdálenost od obvyklého působiště</translation>
    </message>
    <message>
        <source>Other modifiers</source>
        <translation>Další postihy a bonusy</translation>
    </message>
    <message>
        <source>The helper&apos;s name</source>
        <translation>Jméno pomocníka</translation>
    </message>
    <message>
        <source>How they met</source>
        <translation>Jak se poznali</translation>
    </message>
    <message>
        <source>Why they help (owes you, is paid, a friend)</source>
        <translation>Proč pomáhá (něco dluží, nechává si platit, kamarád)</translation>
    </message>
    <message>
        <source>Find a contact</source>
        <translation>Najít kontakt</translation>
    </message>
</context>
<context>
    <name>FreeActionDialog</name>
    <message>
        <source>Free action</source>
        <translation>Volná akce</translation>
    </message>
    <message>
        <source>What the free action is</source>
        <translation>Co je volná akce</translation>
    </message>
    <message>
        <source>e.g. shouts a warning, drops the torch</source>
        <translation>např. vykřikne varování, upustí pochodeň</translation>
    </message>
</context>
<context>
    <name>GearPage</name>
    <message>
        <source> XP</source>
        <translation> zk</translation>
    </message>
    <message>
        <source>&amp;Material resources:</source>
        <translation>Mat&amp;eriální zdroje:</translation>
    </message>
    <message>
        <source>Cash left:</source>
        <translation>Zbývá hotovosti:</translation>
    </message>
    <message>
        <source>Material resources</source>
        <translation>Materiální zdroje</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Předmět</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Množství</translation>
    </message>
    <message>
        <source>Price each</source>
        <translation>Cena za kus</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation>K&amp;oupit</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>Gear from the price list</source>
        <translation>Vybavení z ceníku</translation>
    </message>
    <message>
        <source>Majetek {rating} pays for living and civilian kit up to the standard „{standard}“: those cost nothing, a higher standard only the difference.</source>
        <translation>Majetek {rating} platí živobytí a civilní výbavu až do úrovně „{standard}“: ty nestojí nic, vyšší úroveň jen rozdíl.</translation>
    </message>
    <message>
        <source>Without Majetek, living and civilian kit are paid in full.</source>
        <translation>Bez Majetku se živobytí i civilní výbava platí v plné výši.</translation>
    </message>
    <message>
        <source>= {money} to spend ({rate} zl per XP); gear costs {gear}</source>
        <translation>= {money} k utracení ({rate} zl za zk); vybavení stojí {gear}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>Material resources: {xp} XP</source>
        <translation>Materiální zdroje: {xp} zk</translation>
    </message>
    <message>
        <source>Buy {item}</source>
        <translation>Koupit {item}</translation>
    </message>
    <message>
        <source>Change quantity</source>
        <translation>Změnit množství</translation>
    </message>
    <message>
        <source>Remove gear</source>
        <translation>Odebrat vybavení</translation>
    </message>
</context>
<context>
    <name>HealingDialog</name>
    <message>
        <source>Healing of {name}</source>
        <translation>Léčení: {name}</translation>
    </message>
    <message>
        <source>Hours of &amp;rest: stamina</source>
        <translation>Hodiny &amp;odpočinku: stamina</translation>
    </message>
    <message>
        <source>A &amp;night&apos;s rest: wound points</source>
        <translation>&amp;Noční odpočinek: body zdraví</translation>
    </message>
    <message>
        <source>A day of &amp;bed rest (24 h): double wound points</source>
        <translation>Den na &amp;lůžku (24 h): dvojnásobek bodů zdraví</translation>
    </message>
    <message>
        <source>Healing &amp;spell: dice and a fixed bonus</source>
        <translation>Léčivé &amp;kouzlo: kostky a pevný bonus</translation>
    </message>
    <message>
        <source>&amp;Fixed amount of healing</source>
        <translation>&amp;Pevné množství léčení</translation>
    </message>
    <message>
        <source>Stamina returns at 1 point per hour per character level (Natural healing).</source>
        <translation>Stamina se vrací tempem 1 bod za hodinu za každou úroveň postavy (Přirozené léčení).</translation>
    </message>
    <message>
        <source>A night&apos;s rest heals 1 wound point per level (at least 1); any significant interruption means no healing (Natural healing).</source>
        <translation>Noční odpočinek vyléčí 1 bod zdraví za úroveň (nejméně 1); jakékoli podstatné přerušení znamená žádné léčení (Přirozené léčení).</translation>
    </message>
    <message>
        <source>24 hours of bed rest heal twice a night&apos;s wound points (Natural healing).</source>
        <translation>24 hodin na lůžku vyléčí dvakrát tolik bodů zdraví co noc (Přirozené léčení).</translation>
    </message>
    <message>
        <source>The dice rolled restore stamina; fixed bonuses such as caster level heal wound points (Magical healing).</source>
        <translation>Hozené kostky obnoví staminu; pevné bonusy, např. úroveň sesilatele, léčí body zdraví (Magické léčení).</translation>
    </message>
    <message>
        <source>Effects restoring a fixed amount heal wound points first, then stamina (Magical healing).</source>
        <translation>Účinky obnovující pevné množství léčí nejdřív body zdraví, pak staminu (Magické léčení).</translation>
    </message>
    <message>
        <source>Kind of healing</source>
        <translation>Druh léčení</translation>
    </message>
    <message>
        <source>Long-&amp;term care (double rate)</source>
        <translation>&amp;Dlouhodobá péče (dvojnásobné tempo)</translation>
    </message>
    <message>
        <source>A character under long-term care recovers stamina and wound points twice as fast.</source>
        <translation>Postava v dlouhodobé péči obnovuje staminu a body zdraví dvakrát rychleji.</translation>
    </message>
    <message>
        <source>Rest was &amp;interrupted (no healing)</source>
        <translation>Odpočinek byl pře&amp;rušen (bez léčení)</translation>
    </message>
    <message>
        <source>&amp;Hours:</source>
        <translation>&amp;Hodiny:</translation>
    </message>
    <message>
        <source>&amp;Dice rolled (stamina):</source>
        <translation>&amp;Výsledek kostek (stamina):</translation>
    </message>
    <message>
        <source>Fi&amp;xed bonus (wound points):</source>
        <translation>Pevný &amp;bonus (body zdraví):</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Množství:</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Léčit</translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Kostek k hodu</translation>
    </message>
    <message>
        <source>…or faces entered</source>
        <translation>…nebo zadané hodnoty</translation>
    </message>
    <message>
        <source>{name} (bank {bank}, Vyrovnanost {vyr})</source>
        <translation>{name} (bank {bank}, Vyrovnanost {vyr})</translation>
    </message>
    <message>
        <source>Initiative = the highest die (0 counts 10) + Vyrovnanost; the dice leave the mental bank this round. Enter faces as “3 0 5”, or give a number of dice and Kronikář rolls them; 0 and no faces: Vyrovnanost alone.</source>
        <translation>Iniciativa = nejvyšší kostka (0 platí za 10) + Vyrovnanost; kostky v tomto kole ubudou z mentálního banku. Zadejte hodnoty jako „3 0 5“, nebo zadejte počet kostek a Kronikář jimi hodí; 0 a žádné hodnoty: jen Vyrovnanost.</translation>
    </message>
    <message>
        <source>Enter the d20 each one rolled (initiative = d20 + Dex modifier + misc from the sheet). Leave “roll” where nobody rolled: those are rolled when the fight starts.</source>
        <translation>Zadejte k20, kterou každý hodil (iniciativa = k20 + oprava za Obratnost + ostatní z deníku). Kde nikdo neházel, nechte „hodit“: za ty se hodí při zahájení boje.</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Účastník</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Oprava</translation>
    </message>
    <message>
        <source>d20</source>
        <translation>k20</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>hodit</translation>
    </message>
</context>
<context>
    <name>InterruptDialog</name>
    <message>
        <source>Interrupt with a faster conflict</source>
        <translation>Přerušit rychlejším střetem</translation>
    </message>
    <message>
        <source>Only a slower conflict can be interrupted; the faster one&apos;s first round keeps the banks, and when it ends the slower one resumes with full banks.</source>
        <translation>Přerušit lze jen pomalejší střet; první kolo rychlejšího si ponechá banky, jaké byly, a když skončí, pomalejší pokračuje s plnými banky.</translation>
    </message>
    <message>
        <source>No conflict is faster than the running one, so nothing can interrupt it; a fast conflict is always resolved first.</source>
        <translation>Žádný střet není rychlejší než probíhající, takže jej nic nepřeruší; rychlý střet se vždy vyřeší nejdříve.</translation>
    </message>
</context>
<context>
    <name>JoinInitiativeDialog</name>
    <message>
        <source>Initiative of the newcomers</source>
        <translation>Iniciativa příchozích</translation>
    </message>
    <message>
        <source>roll it</source>
        <translation>hodit</translation>
    </message>
    <message>
        <source>d20: </source>
        <translation>k20: </translation>
    </message>
    <message>
        <source>Enter a d20 a player rolled, or leave “roll it”: the modifier is added and each takes its place in the order.</source>
        <translation>Zadejte k20, kterou hráč hodil, nebo nechte „hodit“: připočte se modifikátor a každý se zařadí do pořadí.</translation>
    </message>
</context>
<context>
    <name>JournalDialog</name>
    <message>
        <source>Sessions and journal</source>
        <translation>Sezení a deník</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sezení</translation>
    </message>
    <message>
        <source>Session start</source>
        <translation>Začátek sezení</translation>
    </message>
    <message>
        <source>Session end</source>
        <translation>Konec sezení</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Deník</translation>
    </message>
    <message>
        <source>&amp;Draft again</source>
        <translation>Znovu &amp;navrhnout</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Export do &amp;PDF…</translation>
    </message>
    <message>
        <source>Export &amp;Markdown…</source>
        <translation>Export do &amp;Markdownu…</translation>
    </message>
    <message>
        <source>Show &amp;recap on TV</source>
        <translation>Ukázat &amp;shrnutí na TV</translation>
    </message>
    <message>
        <source>Pr&amp;int recap…</source>
        <translation>&amp;Vytisknout shrnutí…</translation>
    </message>
    <message>
        <source>S&amp;tarted:</source>
        <translation>&amp;Začátek:</translation>
    </message>
    <message>
        <source>&amp;Ended:</source>
        <translation>&amp;Konec:</translation>
    </message>
    <message>
        <source>The event log is empty: there is no session yet.</source>
        <translation>Záznam událostí je prázdný: zatím není žádné sezení.</translation>
    </message>
    <message>
        <source>You changed the journal. Save your changes?</source>
        <translation>Deník jste změnili. Uložit změny?</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n událost</numerusform>
            <numerusform>%n události</numerusform>
            <numerusform>%n událostí</numerusform>
        </translation>
    </message>
    <message>
        <source>proposed</source>
        <translation>navrženo</translation>
    </message>
    <message>
        <source>The journal as you edited it.</source>
        <translation>Deník, jak jste ho upravili.</translation>
    </message>
    <message>
        <source>Drafted from the event log; save to keep your changes.</source>
        <translation>Navrženo ze záznamu událostí; změny si ponecháte uložením.</translation>
    </message>
    <message>
        <source>A session cannot end before it starts.</source>
        <translation>Sezení nemůže skončit dřív, než začalo.</translation>
    </message>
    <message>
        <source>Save the session&apos;s journal</source>
        <translation>Uložit deník sezení</translation>
    </message>
    <message>
        <source>The journal is saved.</source>
        <translation>Deník je uložen.</translation>
    </message>
    <message>
        <source>Session journal {date}</source>
        <translation>Deník sezení {date}</translation>
    </message>
    <message>
        <source>journal</source>
        <translation>denik</translation>
    </message>
    <message>
        <source>The journal could not be written to {path}: {reason}</source>
        <translation>Deník se nepodařilo zapsat do {path}: {reason}</translation>
    </message>
    <message>
        <source>Export the journal as PDF</source>
        <translation>Exportovat deník do PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The journal was saved as {path}</source>
        <translation>Deník byl uložen jako {path}</translation>
    </message>
    <message>
        <source>Export the journal as Markdown</source>
        <translation>Exportovat deník do Markdownu</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The recap is on the TV.</source>
        <translation>Shrnutí je na TV.</translation>
    </message>
    <message>
        <source>The recap is off the TV.</source>
        <translation>Shrnutí už na TV není.</translation>
    </message>
</context>
<context>
    <name>KeepTheirs</name>
    <message>
        <source>&amp;Keep their change</source>
        <translation>&amp;Ponechat jejich změnu</translation>
    </message>
    <message>
        <source>Keeping their change takes this step out of your history, so undo and redo go on past it.</source>
        <translation>Ponecháním jejich změny zmizí tento krok z vaší historie, takže Zpět a Znovu půjdou dál za něj.</translation>
    </message>
</context>
<context>
    <name>KondiceTrack</name>
    <message>
        <source>Kondice {current} of {maximum}</source>
        <translation>Kondice {current} z {maximum}</translation>
    </message>
</context>
<context>
    <name>LedgerActions</name>
    <message>
        <source>%1 (contact)</source>
        <translation>%1 (kontakt)</translation>
    </message>
    <message>
        <source>A feeling from the sheet</source>
        <translation>Cit z deníku postavy</translation>
    </message>
    <message>
        <source>This relation is a feeling on the character&apos;s sheet and follows it. Change the feeling on the sheet&apos;s Feelings tab.</source>
        <translation>Tento vztah je cit v deníku postavy a řídí se jím. Cit změňte v deníku na kartě City.</translation>
    </message>
    <message>
        <source>%1 no longer knows %2 (the person stays in the ledger)</source>
        <translation>%1 už nezná osobu %2 (osoba v účetní knize zůstává)</translation>
    </message>
    <message>
        <source>Delete favour</source>
        <translation>Smazat laskavost</translation>
    </message>
    <message>
        <source>Delete operation</source>
        <translation>Smazat operaci</translation>
    </message>
    <message>
        <source>Delete relation</source>
        <translation>Smazat vztah</translation>
    </message>
    <message>
        <source>Delete network</source>
        <translation>Smazat síť</translation>
    </message>
    <message numerus="yes">
        <source>Delete the network %1 with its %n operation(s)? Undo brings all of it back.</source>
        <translation>
            <numerusform>Smazat síť %1 i s %n operací? Zpět vše vrátí.</numerusform>
            <numerusform>Smazat síť %1 i s %n operacemi? Zpět vše vrátí.</numerusform>
            <numerusform>Smazat síť %1 i s %n operacemi? Zpět vše vrátí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete network %1</source>
        <translation>Smazat síť %1</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) who know them</source>
        <translation>
            <numerusform>%n postava, která ho zná</numerusform>
            <numerusform>%n postavy, které ho znají</numerusform>
            <numerusform>%n postav, které ho znají</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n favour(s)</source>
        <translation>
            <numerusform>%n laskavost</numerusform>
            <numerusform>%n laskavosti</numerusform>
            <numerusform>%n laskavostí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relation(s)</source>
        <translation>
            <numerusform>%n vztah</numerusform>
            <numerusform>%n vztahy</numerusform>
            <numerusform>%n vztahů</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1 from the ledger?</source>
        <translation>Smazat %1 z účetní knihy?</translation>
    </message>
    <message>
        <source>With them go: %1.</source>
        <translation>Zároveň zmizí: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n network(s) lose their liaison.</source>
        <translation>
            <numerusform>%n síť přijde o spojku.</numerusform>
            <numerusform>%n sítě přijdou o spojku.</numerusform>
            <numerusform>%n sítí přijde o spojku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo brings all of it back.</source>
        <translation>Zpět vše vrátí.</translation>
    </message>
    <message>
        <source>Delete person</source>
        <translation>Smazat osobu</translation>
    </message>
    <message>
        <source>Delete person %1</source>
        <translation>Smazat osobu %1</translation>
    </message>
    <message>
        <source>Print for the players</source>
        <translation>Tisk pro hráče</translation>
    </message>
    <message>
        <source>Whose knowledge?</source>
        <translation>Čí znalosti?</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Soubory PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>No campaign is open</source>
        <translation>Není otevřena žádná kampaň</translation>
    </message>
    <message>
        <source>The ledger keeps the campaign&apos;s web: who knows whom, who owes whom, which network ran which job and who stands how to whom. Open a campaign to see it.</source>
        <translation>Účetní kniha zachycuje síť vztahů kampaně: kdo koho zná, kdo komu dluží, která síť provedla jakou zakázku a kdo jak stojí vůči komu. Zobrazíte ji otevřením kampaně.</translation>
    </message>
    <message>
        <source>Filter: any text…</source>
        <translation>Filtrovat: libovolný text…</translation>
    </message>
    <message>
        <source>Only what the players know</source>
        <translation>Jen co vědí hráči</translation>
    </message>
    <message>
        <source>Only due or overdue</source>
        <translation>Jen splatné a po termínu</translation>
    </message>
    <message>
        <source>Favours and operations whose due date has passed or falls within a week of the story&apos;s date.</source>
        <translation>Laskavosti a operace, jejichž splatnost už minula nebo připadá do týdne od data příběhu.</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Osoby</translation>
    </message>
    <message>
        <source>Favours</source>
        <translation>Laskavosti</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Sítě</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operace</translation>
    </message>
    <message>
        <source>Relations</source>
        <translation>Vztahy</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graf</translation>
    </message>
    <message>
        <source>Shown to players</source>
        <translation>Ukázáno hráčům</translation>
    </message>
    <message>
        <source>Print for the players…</source>
        <translation>Tisk pro hráče…</translation>
    </message>
    <message>
        <source>A PDF of what one character knows: only records known to the players.</source>
        <translation>PDF s tím, co ví jedna postava: jen záznamy, o kterých hráči vědí.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Known by</source>
        <translation>Kdo ho zná</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Vliv</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Oblast</translation>
    </message>
    <message>
        <source>Who they are</source>
        <translation>Kdo to je</translation>
    </message>
    <message>
        <source>Where to reach them</source>
        <translation>Kde ho zastihnout</translation>
    </message>
    <message>
        <source>How they met</source>
        <translation>Jak se poznali</translation>
    </message>
    <message>
        <source>Why they help</source>
        <translation>Proč pomáhá</translation>
    </message>
    <message>
        <source>Attitude</source>
        <translation>Postoj</translation>
    </message>
    <message>
        <source>Players know</source>
        <translation>Hráči vědí</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>Získán ve hře</translation>
    </message>
    <message>
        <source>Who owes</source>
        <translation>Kdo dluží</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>Komu</translation>
    </message>
    <message>
        <source>How big</source>
        <translation>Jak velká</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Proč</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Kdy</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Splatnost</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Vlastník</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Liaison</source>
        <translation>Spojka</translation>
    </message>
    <message>
        <source>Dead drop</source>
        <translation>Mrtvá schránka</translation>
    </message>
    <message>
        <source>Messages (cipher)</source>
        <translation>Vzkazy (šifra)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>What it can do</source>
        <translation>Co dokáže</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Síť</translation>
    </message>
    <message>
        <source>What was asked</source>
        <translation>Co se žádalo</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Network test</source>
        <translation>Test sítě</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Contractors (zl)</source>
        <translation>Externí osoby (zl)</translation>
    </message>
    <message>
        <source>What came of it</source>
        <translation>Jak to dopadlo</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Kdo</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Vztah</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Ke komu</translation>
    </message>
    <message>
        <source>The other way round</source>
        <translation>Opačně</translation>
    </message>
    <message>
        <source>Certainty</source>
        <translation>Míra jistoty</translation>
    </message>
    <message>
        <source>New person…</source>
        <translation>Nová osoba…</translation>
    </message>
    <message>
        <source>Another character knows…</source>
        <translation>Zná ho i další postava…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Upravit…</translation>
    </message>
    <message>
        <source>Forget the link</source>
        <translation>Zrušit známost</translation>
    </message>
    <message>
        <source>Delete person…</source>
        <translation>Smazat osobu…</translation>
    </message>
    <message>
        <source>Find a contact…</source>
        <translation>Najít kontakt…</translation>
    </message>
    <message>
        <source>Ask a contact…</source>
        <translation>Požádat kontakt…</translation>
    </message>
    <message>
        <source>New favour…</source>
        <translation>Nová laskavost…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>New network…</source>
        <translation>Nová síť…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Smazat…</translation>
    </message>
    <message>
        <source>Run an operation…</source>
        <translation>Provést operaci…</translation>
    </message>
    <message>
        <source>New relation…</source>
        <translation>Nový vztah…</translation>
    </message>
    <message>
        <source>No people yet. “New person…” adds someone a character knows.</source>
        <translation>Zatím tu nikdo není. „Nová osoba…“ přidá někoho, koho postava zná.</translation>
    </message>
    <message>
        <source>No favours yet. “New favour…” records who owes whom.</source>
        <translation>Zatím žádné laskavosti. „Nová laskavost…“ zapíše, kdo komu dluží.</translation>
    </message>
    <message>
        <source>No networks yet. “New network…” adds a character&apos;s network.</source>
        <translation>Zatím žádné sítě. „Nová síť…“ přidá síť postavy.</translation>
    </message>
    <message>
        <source>No operations yet. “Run an operation…” on the Networks tab sends a network on a job.</source>
        <translation>Zatím žádné operace. „Provést operaci…“ na kartě Sítě pošle síť na úkol.</translation>
    </message>
    <message>
        <source>No relations yet. “New relation…” records how one person stands to another.</source>
        <translation>Zatím žádné vztahy. „Nový vztah…“ zapíše, jak je kdo s kým.</translation>
    </message>
    <message>
        <source>Move %1 in the graph</source>
        <translation>Přesunout %1 v grafu</translation>
    </message>
    <message>
        <source>a deleted character ({name})</source>
        <translation>smazaná postava ({name})</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všichni</translation>
    </message>
    <message>
        <source>%1 (contact)</source>
        <translation>%1 (kontakt)</translation>
    </message>
    <message>
        <source>%1 (network)</source>
        <translation>%1 (síť)</translation>
    </message>
    <message>
        <source>Every area</source>
        <translation>Všechny oblasti</translation>
    </message>
    <message numerus="yes">
        <source>%1 owes %n open favour(s)</source>
        <translation>
            <numerusform>%1 dluží %n otevřenou laskavost</numerusform>
            <numerusform>%1 dluží %n otevřené laskavosti</numerusform>
            <numerusform>%1 dluží %n otevřených laskavostí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is owed %n.</source>
        <translation>
            <numerusform>k dobru má %n.</numerusform>
            <numerusform>k dobru má %n.</numerusform>
            <numerusform>k dobru má %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPrintout</name>
    <message>
        <source>a deleted character ({name})</source>
        <translation>smazaná postava ({name})</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>někdo</translation>
    </message>
    <message>
        <source>What %1 knows</source>
        <translation>Co ví %1</translation>
    </message>
    <message>
        <source>Only what the players know.</source>
        <translation>Jen to, co vědí hráči.</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Osoby</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Vliv</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Oblast</translation>
    </message>
    <message>
        <source>Who they are</source>
        <translation>Kdo to je</translation>
    </message>
    <message>
        <source>Where to reach them</source>
        <translation>Kde ho zastihnout</translation>
    </message>
    <message>
        <source>Looks and manner</source>
        <translation>Vzhled a vystupování</translation>
    </message>
    <message>
        <source>How they met</source>
        <translation>Jak se poznali</translation>
    </message>
    <message>
        <source>Who owes whom</source>
        <translation>Kdo komu dluží</translation>
    </message>
    <message>
        <source>Who owes</source>
        <translation>Kdo dluží</translation>
    </message>
    <message>
        <source>To whom</source>
        <translation>Komu</translation>
    </message>
    <message>
        <source>How big</source>
        <translation>Jak velká</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Proč</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Kdy</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Sítě</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Liaison</source>
        <translation>Spojka</translation>
    </message>
    <message>
        <source>Dead drop</source>
        <translation>Mrtvá schránka</translation>
    </message>
    <message>
        <source>Messages (cipher)</source>
        <translation>Zprávy (šifra)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>zatím neproběhla</translation>
    </message>
    <message>
        <source>success</source>
        <translation>úspěch</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>neúspěch</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operace</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Síť</translation>
    </message>
    <message>
        <source>What was asked</source>
        <translation>Co bylo žádáno</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti čemu</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Contractors (zl)</source>
        <translation>Najatí (zl)</translation>
    </message>
    <message>
        <source>What came of it</source>
        <translation>Co z toho vzešlo</translation>
    </message>
    <message>
        <source>Relations</source>
        <translation>Vztahy</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Vztah</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Ke komu</translation>
    </message>
    <message>
        <source>Attitude</source>
        <translation>Postoj</translation>
    </message>
    <message>
        <source>The other way round</source>
        <translation>Opačně</translation>
    </message>
    <message>
        <source>Certainty</source>
        <translation>Míra jistoty</translation>
    </message>
    <message>
        <source>Nothing the players know of yet.</source>
        <translation>Zatím nic, o čem by hráči věděli.</translation>
    </message>
    <message>
        <source>{name} – for players.pdf</source>
        <translation>{name} – pro hráče.pdf</translation>
    </message>
</context>
<context>
    <name>LedgerTable</name>
    <message numerus="yes">
        <source>Nothing here matches the filter; %n record(s) hidden.</source>
        <translation>
            <numerusform>Filtru tu nic neodpovídá; %n záznam je skrytý.</numerusform>
            <numerusform>Filtru tu nic neodpovídá; %n záznamy jsou skryté.</numerusform>
            <numerusform>Filtru tu nic neodpovídá; %n záznamů je skrytých.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LevelsTab</name>
    <message>
        <source>Tabulka tvorby postavy: the XP a new character spends and the highest ratings allowed at creation. The rules text lost most of its numbers; values marked (default) are Kronikář&apos;s, not the book&apos;s. Set your table&apos;s and the mark goes away.</source>
        <translation>Tabulka tvorby postavy: kolik zk utratí nová postava a nejvyšší hodnocení povolená při tvorbě. Text pravidel většinu čísel ztratil; hodnoty označené (výchozí) jsou Kronikářovy, ne z knihy. Zadejte hodnoty svého stolu a označení zmizí.</translation>
    </message>
    <message>
        <source>Creation levels</source>
        <translation>Úrovně tvorby</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <source>XP budget</source>
        <translation>Rozpočet zk</translation>
    </message>
    <message>
        <source>Two highest stats ≤</source>
        <translation>Dvě nejvyšší statistiky ≤</translation>
    </message>
    <message>
        <source>All other stats ≤</source>
        <translation>Ostatní statistiky ≤</translation>
    </message>
    <message>
        <source>Experience points (zk) a character of this level spends at creation.</source>
        <translation>Body zkušeností (zk), které postava této úrovně utratí při tvorbě.</translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: the two highest-rated stats may be at most this.</source>
        <translation>Limit hodnocení statistik: dvě nejvýše hodnocené statistiky smějí mít nejvýše tolik.</translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: every other stat may be at most this.</source>
        <translation>Limit hodnocení statistik: každá další statistika smí mít nejvýše tolik.</translation>
    </message>
    <message>
        <source> XP</source>
        <translation> zk</translation>
    </message>
    <message>
        <source>New characters</source>
        <translation>Nové postavy</translation>
    </message>
    <message>
        <source>The rules text: “Pokud se nedohodnete jinak, tvoř profesionála.”</source>
        <translation>Text pravidel: „Pokud se nedohodnete jinak, tvoř profesionála.“</translation>
    </message>
    <message>
        <source>&amp;Start at level:</source>
        <translation>&amp;Začínat na úrovni:</translation>
    </message>
    <message>
        <source>(the rules text: profesionál)</source>
        <translation>(text pravidel: profesionál)</translation>
    </message>
    <message>
        <source>How the numbers are used</source>
        <translation>Jak se čísla používají</translation>
    </message>
    <message>
        <source>Limit hodnocení statistik: no stat (a skill, a specialisation, Majetek, Postavení or Známosti) may be rated above the two-highest limit, and at most two stats may be rated above the limit of all others.</source>
        <translation>Limit hodnocení statistik: žádná statistika (dovednost, specializace, Majetek, Postavení ani Známosti) nesmí mít hodnocení nad limitem dvou nejvyšších a nejvýše dvě statistiky smějí překročit limit ostatních.</translation>
    </message>
    <message>
        <source>The budget is the XP a character of the level spends; approved goals and story hooks add at most 3 XP. The rules text&apos;s example (a profesionál with Majetek 3) gives the profesionál&apos;s limits, 3 and 2; its other numbers are lost.</source>
        <translation>Rozpočet jsou zk, které postava dané úrovně utratí; schválené cíle a příběhové náměty přidají nejvýše 3 zk. Příklad z textu pravidel (profesionál s Majetkem 3) dává limity profesionála, 3 a 2; ostatní čísla se ztratila.</translation>
    </message>
    <message>
        <source>Every level&apos;s numbers and the starting level back to Kronikář&apos;s defaults</source>
        <translation>Čísla všech úrovní a počáteční úroveň zpět na výchozí hodnoty Kronikáře</translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <source>Open Game License</source>
        <translation>Open Game License</translation>
    </message>
    <message>
        <source>The game rules data Kronikář ships with (such as its bestiary) include Open Game Content, used under the Open Game License 1.0a below. Section 15 names its copyright holders.</source>
        <translation>Data herních pravidel, která Kronikář obsahuje (například jeho bestiář), zahrnují Open Game Content užitý podle licence Open Game License 1.0a níže. Oddíl 15 jmenuje jeho držitele autorských práv.</translation>
    </message>
    <message>
        <source>The licence&apos;s text</source>
        <translation>Text licence</translation>
    </message>
    <message>
        <source>The licence file {path} cannot be read.</source>
        <translation>Soubor licence {path} nelze přečíst.</translation>
    </message>
</context>
<context>
    <name>LinkDialog</name>
    <message>
        <source>Person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <source>Known by</source>
        <translation>Kdo ho zná</translation>
    </message>
    <message>
        <source>Influence (Vliv)</source>
        <translation>Vliv</translation>
    </message>
    <message>
        <source>How they met</source>
        <translation>Jak se poznali</translation>
    </message>
    <message>
        <source>Why they help (owes you, is paid, a friend)</source>
        <translation>Proč pomáhá (něco dluží, nechává si platit, kamarád)</translation>
    </message>
    <message>
        <source>Attitude</source>
        <translation>Postoj</translation>
    </message>
    <message>
        <source>Known to the players</source>
        <translation>Hráči o tom vědí</translation>
    </message>
    <message>
        <source>Gained in play (not at creation)</source>
        <translation>Získán ve hře (ne při tvorbě postavy)</translation>
    </message>
    <message>
        <source>Another character knows this person</source>
        <translation>Tuto osobu zná i další postava</translation>
    </message>
</context>
<context>
    <name>LogPane</name>
    <message>
        <source>To roll or decide now</source>
        <translation>Teď hodit nebo rozhodnout</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>Dice line, e.g. 2d6+3 — Enter rolls (R)</source>
        <translation>Hod kostkami, např. 2k6+3 — Enter hodí (R)</translation>
    </message>
    <message>
        <source>Not a roll</source>
        <translation>Neplatný hod</translation>
    </message>
</context>
<context>
    <name>LongTask</name>
    <message>
        <source>Cancel</source>
        <extracomment>the progress dialog&apos;s button: stop the work, nothing changed</extracomment>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Saving: {what}…</source>
        <extracomment>the progress dialog&apos;s text while a long edit is stored, undone or redone ({what}: the edit)</extracomment>
        <translation>Ukládám: {what}…</translation>
    </message>
    <message>
        <source>Undoing: {what}…</source>
        <translation>Vracím zpět: {what}…</translation>
    </message>
    <message>
        <source>Redoing: {what}…</source>
        <translation>Opakuji: {what}…</translation>
    </message>
    <message>
        <source>Working out every character&apos;s roster line by the new rules…</source>
        <translation>Řádky všech postav v seznamu se přepočítávají podle nových pravidel…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Save a &amp;copy as…</source>
        <translation>Uložit ko&amp;pii jako…</translation>
    </message>
    <message>
        <source>Start a new &amp;scene</source>
        <translation>Začít novou &amp;scénu</translation>
    </message>
    <message>
        <source>Start a new c&amp;hapter</source>
        <translation>Začít novou &amp;kapitolu</translation>
    </message>
    <message>
        <source>Start a new &amp;book</source>
        <translation>Začít novou k&amp;nihu</translation>
    </message>
    <message>
        <source>Člověk: every stun wound heals, social devastating wounds lighten</source>
        <translation>Člověk: vyléčí se všechna omračující zranění, sociální zničující zranění se zmírní</translation>
    </message>
    <message>
        <source>Člověk: a scene start, then lethal wounds and one devastating wound per type heal</source>
        <translation>Člověk: začátek scény, pak se vyléčí smrtící zranění a jedno zničující zranění každého typu</translation>
    </message>
    <message>
        <source>Člověk: every wound heals</source>
        <translation>Člověk: vyléčí se všechna zranění</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>&lt;opened campaign&gt;</source>
        <translation>&lt;otevřená kampaň&gt;</translation>
    </message>
    <message>
        <source>This campaign is open read-only: its file or folder cannot be written, so nothing can be changed. Look, print, or save a copy to work on.</source>
        <translation>Tato kampaň je otevřena jen pro čtení: do jejího souboru nebo složky nelze zapisovat, takže nic nelze změnit. Můžete ji prohlížet, tisknout nebo uložit kopii, se kterou budete pracovat.</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Seznam postav</translation>
    </message>
    <message>
        <source>Read-only: nothing can be changed</source>
        <translation>Jen pro čtení: nic nelze změnit</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Postava</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Boj</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Účetní kniha</translation>
    </message>
    <message>
        <source>Every change is saved at once</source>
        <translation>Každá změna se hned ukládá</translation>
    </message>
    <message>
        <source>Save a &amp;local copy…</source>
        <translation>Uložit &amp;místní kopii…</translation>
    </message>
    <message>
        <source>{name} · {system} · {path}</source>
        <translation>{name} · {system} · {path}</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Není otevřena žádná kampaň</translation>
    </message>
    <message>
        <source>This shared campaign is open read-only: your role on the server may only read the campaign at {address}, so nothing can be changed. Look, print, or save a local copy to work on.</source>
        <translation>Tato sdílená kampaň je otevřena jen pro čtení: vaše role na serveru smí kampaň na adrese {address} jen číst, takže nic nelze změnit. Můžete ji prohlížet, tisknout nebo uložit místní kopii, se kterou budete pracovat.</translation>
    </message>
    <message>
        <source>The last change was not saved</source>
        <translation>Poslední změna nebyla uložena</translation>
    </message>
    <message>
        <source>Saved; the disk is full</source>
        <translation>Uloženo; disk je plný</translation>
    </message>
</context>
<context>
    <name>MarkedSpin</name>
    <message>
        <source>(default)</source>
        <translation>(výchozí)</translation>
    </message>
    <message>
        <source>Kronikář&apos;s default: the rules text lost this number. Set your table&apos;s value and the mark goes away.</source>
        <translation>Výchozí hodnota Kronikáře: text pravidel toto číslo ztratil. Zadejte hodnotu svého stolu a označení zmizí.</translation>
    </message>
</context>
<context>
    <name>MindTab</name>
    <message>
        <source>Psychological disorders</source>
        <translation>Psychické poruchy</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Lasting effect</source>
        <translation>Trvající vliv</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Spoušť</translation>
    </message>
    <message>
        <source>This scene</source>
        <translation>V této scéně</translation>
    </message>
    <message>
        <source>&amp;New disorder…</source>
        <translation>&amp;Nová porucha…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Upravit…</translation>
    </message>
    <message>
        <source>&amp;Trigger</source>
        <translation>&amp;Spustit</translation>
    </message>
    <message>
        <source>A triggered disorder acts for one scene: its own trigger or a sanity wound sets it off (Člověk, Psychické poruchy).</source>
        <translation>Spuštěná porucha působí jednu scénu: spustí ji její vlastní spoušť nebo zranění příčetnosti (Člověk, Psychické poruchy).</translation>
    </message>
    <message>
        <source>&amp;Cure…</source>
        <translation>&amp;Vyléčit…</translation>
    </message>
    <message>
        <source>Care removes a temporary disorder; a permanent one only a supernatural intervention (Člověk, Psychické poruchy).</source>
        <translation>Dočasnou poruchu odstraní péče, trvalou jen nadpřirozený zásah (Člověk, Psychické poruchy).</translation>
    </message>
    <message>
        <source>Disorders come mostly from wounds to sanity. A lasting effect applies all the time; a trigger sets the disorder off for a scene.</source>
        <translation>Poruchy vznikají hlavně ze zranění příčetnosti. Trvající vliv působí neustále; spoušť poruchu spustí na jednu scénu.</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>Duše</translation>
    </message>
    <message>
        <source>Soul &amp;grade:</source>
        <translation>Stupeň &amp;duše:</translation>
    </message>
    <message>
        <source>Commit a &amp;sin…</source>
        <translation>Spáchat &amp;hřích…</translation>
    </message>
    <message>
        <source>Against a &amp;restriction…</source>
        <translation>Proti &amp;omezení…</translation>
    </message>
    <message>
        <source>The character acts against the soul&apos;s restriction: one mental wound</source>
        <translation>Postava jedná proti omezení své duše: jedno mentální zranění</translation>
    </message>
    <message>
        <source>Sin hierarchy (one sin per grade):</source>
        <translation>Hierarchie hříchů (jeden hřích na stupeň):</translation>
    </message>
    <message>
        <source>A sin at or below the soul&apos;s grade costs a mental wound of soul grade − sin grade + 1: lethal to hold the soul, stun to let it fall a grade. Sins above the grade are free; the soul also restricts what the character can bring itself to do (Člověk, Duše).</source>
        <translation>Hřích na stupni duše nebo pod ním stojí mentální zranění o velikosti stupeň duše − stupeň hříchu + 1: smrtící, aby duše vydržela, omračující, když klesne o stupeň. Hříchy nad stupněm jsou zdarma; duše také omezuje, k čemu se postava dokáže odhodlat (Člověk, Duše).</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>trvalá</translation>
    </message>
    <message>
        <source>temporary</source>
        <translation>dočasná</translation>
    </message>
    <message>
        <source>triggered</source>
        <translation>spuštěná</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation>{points} b.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>zdarma</translation>
    </message>
    <message>
        <source>Committing it costs {points} mental wound points.</source>
        <translation>Spáchání stojí mentální zranění: {points} b.</translation>
    </message>
    <message>
        <source>Above the soul&apos;s grade: no wound.</source>
        <translation>Nad stupněm duše: bez zranění.</translation>
    </message>
    <message>
        <source>the sin of this grade</source>
        <translation>hřích tohoto stupně</translation>
    </message>
</context>
<context>
    <name>MonsterDialog</name>
    <message>
        <source>Monster</source>
        <translation>Nestvůra</translation>
    </message>
    <message>
        <source>Masculine</source>
        <translation>Mužský</translation>
    </message>
    <message>
        <source>Feminine</source>
        <translation>Ženský</translation>
    </message>
    <message>
        <source>Neuter</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>d</source>
        <translation>k</translation>
    </message>
    <message>
        <source>“—” (0): the creature has no such score</source>
        <translation>„—“ (0): tvor tuto vlastnost nemá</translation>
    </message>
    <message>
        <source>one attack a line: 2× Claw 1d6</source>
        <translation>jeden útok na řádek: 2× Drápy 1k6</translation>
    </message>
    <message>
        <source>&amp;Name (English):</source>
        <translation>&amp;Jméno (anglicky):</translation>
    </message>
    <message>
        <source>&amp;Czech name:</source>
        <translation>Če&amp;ské jméno:</translation>
    </message>
    <message>
        <source>&amp;Gender:</source>
        <translation>&amp;Rod:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>V&amp;elikost:</translation>
    </message>
    <message>
        <source>C&amp;R:</source>
        <translation>&amp;NB:</translation>
    </message>
    <message>
        <source>&amp;Hit Dice:</source>
        <translation>K&amp;ostky životů:</translation>
    </message>
    <message>
        <source>Abilities:</source>
        <translation>Vlastnosti:</translation>
    </message>
    <message>
        <source>Nat&amp;ural armour:</source>
        <translation>Př&amp;irozená zbroj:</translation>
    </message>
    <message>
        <source>&amp;AC:</source>
        <translation>&amp;OČ:</translation>
    </message>
    <message>
        <source>R&amp;egeneration:</source>
        <translation>Re&amp;generace:</translation>
    </message>
    <message>
        <source>&amp;Fast healing:</source>
        <translation>R&amp;ychlé léčení:</translation>
    </message>
    <message>
        <source>&amp;Bonus hit points:</source>
        <translation>&amp;Bonusové životy:</translation>
    </message>
    <message>
        <source>Na&amp;tural attacks:</source>
        <translation>Přirozené úto&amp;ky:</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Jméno (anglicky)</translation>
    </message>
    <message>
        <source>Czech name</source>
        <translation>České jméno</translation>
    </message>
    <message>
        <source>CR</source>
        <translation>NB</translation>
    </message>
    <message>
        <source>Hit Dice</source>
        <translation>Kostky životů</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Vlastnosti</translation>
    </message>
    <message>
        <source>Natural attacks</source>
        <translation>Přirozené útoky</translation>
    </message>
</context>
<context>
    <name>MonsterPanel</name>
    <message>
        <source>The hit points it would normally have: they become its stamina.</source>
        <translation>Životy, které by tvor normálně měl: stávají se jeho staminou.</translation>
    </message>
    <message>
        <source>Bonus hit points (from its type or a lasting effect) become bonus wound points.</source>
        <translation>Bonusové životy (z typu tvora nebo trvalého účinku) se stávají bonusovými body zdraví.</translation>
    </message>
    <message>
        <source>Its Hit Dice: its level for natural healing.</source>
        <translation>Jeho kostky životů: jeho úroveň pro přirozené léčení.</translation>
    </message>
    <message>
        <source>Wound points = Con × the size factor (NPCs and monsters).</source>
        <translation>Body zdraví = Odolnost × koeficient velikosti (CP a nestvůry).</translation>
    </message>
    <message>
        <source>No Con &amp;score (undead, constructs…)</source>
        <translation>Bez Odolno&amp;sti (nemrtví, konstrukty…)</translation>
    </message>
    <message>
        <source>A creature without Con has no stamina; its hit points become wound points, and it is never fatigued or stunned (Creatures without Con).</source>
        <translation>Tvor bez Odolnosti nemá staminu; jeho životy se stávají body zdraví a nikdy není unavený ani ochromený (Tvorové bez Odolnosti).</translation>
    </message>
    <message>
        <source>Small, Medium and Large: wound points = Con; smaller or larger creatures multiply it.</source>
        <translation>Malá, Střední a Velká: body zdraví = Odolnost; menší či větší tvorové ji násobí.</translation>
    </message>
    <message>
        <source>Stamina regained each round. All damage goes to stamina, even criticals; at 0 stamina it is fatigued (Regeneration).</source>
        <translation>Stamina obnovená každé kolo. Veškeré zranění jde do staminy, i kritické; při 0 staminy je tvor unavený (Regenerace).</translation>
    </message>
    <message>
        <source>Stamina regained each round (wound points for a creature without Con; nothing for one with Con but no stamina) (Fast healing).</source>
        <translation>Stamina obnovená každé kolo (u tvora bez Odolnosti body zdraví; u tvora s Odolností, ale bez staminy nic) (Rychlé léčení).</translation>
    </message>
    <message>
        <source>No st&amp;amina (a harmless creature)</source>
        <translation>Bez sta&amp;miny (neškodný tvor)</translation>
    </message>
    <message>
        <source>The GM may give no stamina to creatures that pose little or no threat.</source>
        <translation>Vypravěč nemusí dát staminu tvorům, kteří představují malou nebo žádnou hrozbu.</translation>
    </message>
    <message>
        <source>e.g. 1/2 or 5</source>
        <translation>např. 1/2 nebo 5</translation>
    </message>
    <message>
        <source>The challenge rating as the book prints it.</source>
        <translation>Nebezpečnost (NB), jak ji uvádí kniha.</translation>
    </message>
    <message>
        <source>Dexterity modifier, for initiative.</source>
        <translation>Oprava za Obratnost, pro iniciativu.</translation>
    </message>
    <message>
        <source>Other initiative bonuses (Improved Initiative…).</source>
        <translation>Další bonusy k iniciativě (Zlepšená iniciativa…).</translation>
    </message>
    <message>
        <source>Hit D&amp;ice:</source>
        <translation>K&amp;ostky životů:</translation>
    </message>
    <message>
        <source>R&amp;egeneration:</source>
        <translation>Re&amp;generace:</translation>
    </message>
    <message>
        <source>De&amp;x modifier:</source>
        <translation>Oprava za Ob&amp;ratnost:</translation>
    </message>
    <message>
        <source>Initiati&amp;ve bonus:</source>
        <translation>Bonus k &amp;iniciativě:</translation>
    </message>
    <message>
        <source>&amp;Bonus hit points:</source>
        <translation>&amp;Bonusové životy:</translation>
    </message>
    <message>
        <source>&amp;Hit points:</source>
        <translation>Ži&amp;voty:</translation>
    </message>
    <message>
        <source>&amp;Constitution:</source>
        <translation>O&amp;dolnost:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>V&amp;elikost:</translation>
    </message>
    <message>
        <source>&amp;Fast healing:</source>
        <translation>R&amp;ychlé léčení:</translation>
    </message>
    <message>
        <source>Challen&amp;ge rating:</source>
        <translation>Nebez&amp;pečnost:</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Nestvůra</translation>
    </message>
    <message>
        <source>Healing per round</source>
        <translation>Léčení za kolo</translation>
    </message>
    <message>
        <source>Challenge and initiative</source>
        <translation>Nebezpečnost a iniciativa</translation>
    </message>
    <message>
        <source>modifier {modifier}</source>
        <translation>oprava {modifier}</translation>
    </message>
    <message>
        <source>variant CR &lt;b&gt;{cr}&lt;/b&gt;</source>
        <translation>NB ve variantě &lt;b&gt;{cr}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Owner</source>
        <translation>Vlastník</translation>
    </message>
    <message>
        <source>Kind (a specialisation of Sítě)</source>
        <translation>Druh (specializace Sítí)</translation>
    </message>
    <message>
        <source>Area (a city, an estate, a small state)</source>
        <translation>Oblast (město, panství, menší stát)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Liaison</source>
        <translation>Spojka</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatím žádná</translation>
    </message>
    <message>
        <source>Dead drop</source>
        <translation>Mrtvá schránka</translation>
    </message>
    <message>
        <source>How messages are written</source>
        <translation>Jak jsou psané vzkazy</translation>
    </message>
    <message>
        <source>Cipher strength (Zlodějské praktiky (Šifry))</source>
        <translation>Síla šifry (Zlodějské praktiky (Šifry))</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>Built in play (not at creation)</source>
        <translation>Vybudována ve hře (ne při tvorbě postavy)</translation>
    </message>
    <message>
        <source>Known to the players</source>
        <translation>Hráči o tom vědí</translation>
    </message>
    <message>
        <source>Edit network</source>
        <translation>Upravit síť</translation>
    </message>
    <message>
        <source>New network</source>
        <translation>Nová síť</translation>
    </message>
    <message>
        <source>%1 (not a contact of the owner)</source>
        <translation>%1 (není kontaktem vlastníka)</translation>
    </message>
    <message>
        <source>What this network can do:</source>
        <translation>Co tato síť dokáže:</translation>
    </message>
    <message>
        <source>The liaison is one of the owner&apos;s contacts (Spojkou se může stát kterýkoliv z tvých kontaktů): choose one of them, or none yet.</source>
        <translation>Spojkou je jeden z kontaktů vlastníka sítě (Spojkou se může stát kterýkoliv z tvých kontaktů): vyberte některý z nich, nebo zatím žádnou.</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nová kampaň</translation>
    </message>
    <message>
        <source>e.g. Stíny nad Prahou</source>
        <translation>např. Stíny nad Prahou</translation>
    </message>
    <message>
        <source>Change folder…</source>
        <translation>Změnit složku…</translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation>&amp;Název kampaně:</translation>
    </message>
    <message>
        <source>&amp;Rule system:</source>
        <translation>&amp;Systém pravidel:</translation>
    </message>
    <message>
        <source>Saved as:</source>
        <translation>Uloží se jako:</translation>
    </message>
    <message>
        <source>Create campaign</source>
        <translation>Vytvořit kampaň</translation>
    </message>
    <message>
        <source>Point-buy characters with experience, skills and specialisations, contacts and networks, 1d6 tests, kondice wounds.</source>
        <translation>Postavy stavěné za body zkušeností, dovednosti a specializace, Známosti a Sítě, testy na 1k6, zranění v kondici.</translation>
    </message>
    <message>
        <source>Six attributes, dice banks, scars with three wound severities, feelings and soul; conflicts with d10 initiative.</source>
        <translation>Šest atributů, banky kostek, jizvy se třemi závažnostmi zranění, city a duše; střety s iniciativou na k10.</translation>
    </message>
    <message>
        <source>Stamina and wound points for a D&amp;D 3.5 game: criticals to wounds, fatigue, stun saves, dying and stabilising.</source>
        <translation>Stamina a body zdraví pro hru D&amp;D 3.5: kritické zásahy do bodů zdraví, únava, záchranné hody proti ochromení, umírání a stabilizace.</translation>
    </message>
    <message>
        <source>Folder for the campaign</source>
        <translation>Složka pro kampaň</translation>
    </message>
</context>
<context>
    <name>NewEncounterDialog</name>
    <message>
        <source>Prepare a fight</source>
        <translation>Připravit boj</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Boj</translation>
    </message>
    <message>
        <source>where, why, what the GM must remember</source>
        <translation>kde, proč, na co musí Vypravěč pamatovat</translation>
    </message>
    <message>
        <source>Search the roster…</source>
        <translation>Hledat v seznamu postav…</translation>
    </message>
    <message>
        <source>Search the roster</source>
        <translation>Hledat v seznamu postav</translation>
    </message>
    <message>
        <source>Who takes part</source>
        <translation>Kdo se účastní</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>hráčská postava</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>NPCs start &amp;hidden (an ambush)</source>
        <translation>NPC začínají &amp;skrytá (přepadení)</translation>
    </message>
    <message>
        <source>Reveal a hidden combatant when it first &amp;acts (else the GM reveals it)</source>
        <translation>Odhalit skrytého účastníka, až poprvé &amp;jedná (jinak ho odhalí Vypravěč)</translation>
    </message>
    <message>
        <source>Quick extras from an NPC</source>
        <translation>Rychle přidat statisty podle NPC</translation>
    </message>
    <message>
        <source>{name} (template)</source>
        <translation>{name} (šablona)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>skrytí</translation>
    </message>
    <message>
        <source>&amp;Add extras</source>
        <translation>Přid&amp;at statisty</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>Quick extras</source>
        <translation>Rychle přidaní statisté</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Z čeho</translation>
    </message>
    <message>
        <source>Also add the extras to the ros&amp;ter</source>
        <translation>Přidat statisty také do se&amp;znamu postav</translation>
    </message>
    <message>
        <source>Each numbered extra becomes an NPC of the roster; its wounds land on its sheet</source>
        <translation>Každý očíslovaný statista se stane NPC v seznamu postav; jeho zranění se zapisují do jeho deníku</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Jména</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Skrytí</translation>
    </message>
    <message>
        <source>Double-click a count or the names to change them: “Stráž 6–10” numbers five from 6, “#. kostlivec” puts the number where # is. Del removes a row.</source>
        <translation>Počet nebo jména změníte dvojklikem: „Stráž 6–10“ očísluje pět od 6, „#. kostlivec“ dá číslo místo #. Del odebere řádek.</translation>
    </message>
    <message>
        <source>&amp;Remove extras</source>
        <translation>Odebra&amp;t statisty</translation>
    </message>
    <message>
        <source>type a monster&apos;s name…</source>
        <translation>napište jméno nestvůry…</translation>
    </message>
    <message>
        <source>How many monsters</source>
        <translation>Kolik nestvůr</translation>
    </message>
    <message>
        <source>roll stamina</source>
        <translation>hodit staminu</translation>
    </message>
    <message>
        <source>Each one&apos;s stamina rolled by its Hit Dice; else each has the average.</source>
        <translation>Stamina každého se hodí podle jeho kostek životů; jinak má každý průměrnou.</translation>
    </message>
    <message>
        <source>Add &amp;monsters</source>
        <translation>Přidat &amp;nestvůry</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>P&amp;oznámky:</translation>
    </message>
    <message>
        <source>Who takes part (tick them):</source>
        <translation>Kdo se účastní (zaškrtněte):</translation>
    </message>
    <message>
        <source>&amp;Quick extras from:</source>
        <translation>&amp;Rychlí statisté z:</translation>
    </message>
    <message>
        <source>From the &amp;bestiary:</source>
        <translation>Z &amp;bestiáře:</translation>
    </message>
    <message>
        <source>Party: {names}</source>
        <translation>Družina: {names}</translation>
    </message>
    <message>
        <source>Party: no player character ticked</source>
        <translation>Družina: není zaškrtnutá žádná hráčská postava</translation>
    </message>
    <message>
        <source>Sides: {party} against {opponents}</source>
        <translation>Strany: {party} proti {opponents}</translation>
    </message>
    <message numerus="yes">
        <source>%n player character(s)</source>
        <translation>
            <numerusform>%n hráčská postava</numerusform>
            <numerusform>%n hráčské postavy</numerusform>
            <numerusform>%n hráčských postav</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s)</source>
        <translation>
            <numerusform>%n protivníkovi</numerusform>
            <numerusform>%n protivníkům</numerusform>
            <numerusform>%n protivníkům</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Prepare</source>
        <translation>&amp;Připravit</translation>
    </message>
</context>
<context>
    <name>NotesConflictDialog</name>
    <message>
        <source>Both changed the notes</source>
        <translation>Poznámky změnili oba</translation>
    </message>
    <message>
        <source>Someone else</source>
        <translation>Někdo jiný</translation>
    </message>
    <message>
        <source>Both changed the same text</source>
        <translation>Oba jste změnili stejný text</translation>
    </message>
    <message>
        <source>{who} changed {field} of {name} in the same places you did. Your text is not saved yet: choose what to keep.</source>
        <translation>{who} změnil(a) {field} u „{name}“ na stejných místech jako vy. Váš text ještě není uložený: vyberte, co ponechat.</translation>
    </message>
    <message>
        <source>{who} changed the notes of {name} in the same places you did. Your notes are not saved yet: choose what to keep.</source>
        <translation>{who} změnil(a) poznámky postavy „{name}“ na stejných místech jako vy. Vaše poznámky ještě nejsou uložené: vyberte, co ponechat.</translation>
    </message>
    <message>
        <source>Keep &amp;mine</source>
        <translation>Ponechat &amp;moje</translation>
    </message>
    <message>
        <source>Keep &amp;theirs</source>
        <translation>Ponechat &amp;jejich</translation>
    </message>
    <message>
        <source>Keep &amp;both</source>
        <translation>Ponechat &amp;obojí</translation>
    </message>
    <message>
        <source>Where the two differ, their text and then yours; edit it afterwards</source>
        <translation>Kde se liší, jejich text a za ním váš; pak ho upravte</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Vaše</translation>
    </message>
    <message>
        <source>{who}&apos;s</source>
        <translation>Od: {who}</translation>
    </message>
</context>
<context>
    <name>NotesEditor</name>
    <message>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>Who they are, what they want, what the party knows about them…</source>
        <translation>Kdo to je, co chce, co o něm družina ví…</translation>
    </message>
    <message>
        <source>Bold (Ctrl+B)</source>
        <translation>Tučné (Ctrl+B)</translation>
    </message>
    <message>
        <source>Italic (Ctrl+I)</source>
        <translation>Kurzíva (Ctrl+I)</translation>
    </message>
    <message>
        <source>Bulleted list (Ctrl+Shift+L)</source>
        <translation>Odrážkový seznam (Ctrl+Shift+L)</translation>
    </message>
</context>
<context>
    <name>OperationDialog</name>
    <message>
        <source>What was asked</source>
        <translation>Co se žádalo</translation>
    </message>
    <message>
        <source>Against whom or what</source>
        <translation>Proti komu nebo čemu</translation>
    </message>
    <message>
        <source>Outside contractors paid (zl)</source>
        <translation>Zaplaceno externím osobám (zl)</translation>
    </message>
    <message>
        <source>When (date or session)</source>
        <translation>Kdy (datum nebo sezení)</translation>
    </message>
    <message>
        <source>What came of it</source>
        <translation>Jak to dopadlo</translation>
    </message>
    <message>
        <source>Known to the players</source>
        <translation>Hráči o tom vědí</translation>
    </message>
    <message>
        <source>Due (a story date)</source>
        <translation>Splatné (datum příběhu)</translation>
    </message>
    <message>
        <source>Edit operation</source>
        <translation>Upravit operaci</translation>
    </message>
    <message>
        <source>The network test stays as it was rolled or decided.</source>
        <translation>Test sítě zůstává, jak padl nebo jak byl rozhodnut.</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <source>The GM&apos;s order</source>
        <translation>Pořadí podle Vypravěče</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Move the chosen one with Alt+Up and Alt+Down</source>
        <translation>Vybraného posunete klávesami Alt+Nahoru a Alt+Dolů</translation>
    </message>
    <message>
        <source>Up (Alt+↑)</source>
        <translation>Nahoru (Alt+↑)</translation>
    </message>
    <message>
        <source>Down (Alt+↓)</source>
        <translation>Dolů (Alt+↓)</translation>
    </message>
</context>
<context>
    <name>PartyDialog</name>
    <message>
        <source>Whom does it concern? The party (player characters) is ticked; tick the NPCs who were there too.</source>
        <translation>Koho se to týká? Družina (hráčské postavy) je zaškrtnutá; zaškrtněte i NPC, která byla u toho.</translation>
    </message>
    <message>
        <source>Who was there</source>
        <translation>Kdo byl u toho</translation>
    </message>
    <message>
        <source>{name} (NPC)</source>
        <translation>{name} (NPC)</translation>
    </message>
    <message>
        <source>&amp;Party only</source>
        <translation>Jen &amp;družina</translation>
    </message>
    <message>
        <source>&amp;Everyone</source>
        <translation>&amp;Všichni</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <source>Password for {campaign} on {server}</source>
        <translation>Heslo ke kampani {campaign} na serveru {server}</translation>
    </message>
    <message>
        <source>The server did not take the password. Password for {where}:</source>
        <translation>Server heslo nepřijal. Heslo pro {where}:</translation>
    </message>
    <message>
        <source>The server asks for a password. Password for {where}:</source>
        <translation>Server žádá heslo. Heslo pro {where}:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>&amp;Remember it in the system&apos;s keyring</source>
        <translation>&amp;Zapamatovat si ho v systémové klíčence</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Who they are</source>
        <translation>Kdo to je</translation>
    </message>
    <message>
        <source>Where and how to reach them</source>
        <translation>Kde a jak ho zastihnout</translation>
    </message>
    <message>
        <source>Looks and manner</source>
        <translation>Vzhled a vystupování</translation>
    </message>
    <message>
        <source>Area of influence</source>
        <translation>Oblast působení</translation>
    </message>
    <message>
        <source>Notes (GM only)</source>
        <translation>Poznámky (jen pro Vypravěče)</translation>
    </message>
    <message>
        <source>The roster NPC they are</source>
        <translation>Odpovídající NPC ze seznamu postav</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádná</translation>
    </message>
    <message>
        <source>Known by</source>
        <translation>Kdo ho zná</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>zatím nikdo</translation>
    </message>
    <message>
        <source>Influence (Vliv)</source>
        <translation>Vliv</translation>
    </message>
    <message>
        <source>How they met</source>
        <translation>Jak se poznali</translation>
    </message>
    <message>
        <source>Why they help (owes you, is paid, a friend)</source>
        <translation>Proč pomáhá (něco dluží, nechává si platit, kamarád)</translation>
    </message>
    <message>
        <source>Attitude</source>
        <translation>Postoj</translation>
    </message>
    <message>
        <source>Known to the players</source>
        <translation>Hráči o tom vědí</translation>
    </message>
    <message>
        <source>Gained in play (not at creation)</source>
        <translation>Získán ve hře (ne při tvorbě postavy)</translation>
    </message>
    <message>
        <source>Edit person</source>
        <translation>Upravit osobu</translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Nová osoba</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrét</translation>
    </message>
    <message>
        <source>Edit person %1</source>
        <translation>Upravit osobu %1</translation>
    </message>
    <message>
        <source>New person %1</source>
        <translation>Nová osoba %1</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>{size} (kondice {maximum})</source>
        <translation>{size} (kondice {maximum})</translation>
    </message>
    <message>
        <source>Points of kondice lost or regained</source>
        <translation>Body kondice ztracené nebo získané zpět</translation>
    </message>
    <message>
        <source>&amp;Damage</source>
        <translation>&amp;Zranit</translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation>&amp;Léčit</translation>
    </message>
    <message>
        <source>&amp;Brought round (First aid): acts at −4</source>
        <translation>&amp;Probrán z bezvědomí (První pomoc): jedná s postihem −4</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Velikost:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Body:</translation>
    </message>
    <message>
        <source>Kondice</source>
        <translation>Kondice</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) of &amp;rest</source>
        <translation>
            <numerusform>%n minuta &amp;odpočinku</numerusform>
            <numerusform>%n minuty &amp;odpočinku</numerusform>
            <numerusform>%n minut &amp;odpočinku</numerusform>
        </translation>
    </message>
    <message>
        <source>All Výdrž back (Fatigue and exhaustion).</source>
        <translation>Obnoví veškerou Výdrž (Únava a vyčerpání).</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) of s&amp;leep</source>
        <translation>
            <numerusform>%n hodina &amp;spánku</numerusform>
            <numerusform>%n hodiny &amp;spánku</numerusform>
            <numerusform>%n hodin &amp;spánku</numerusform>
        </translation>
    </message>
    <message>
        <source>All Vůle back, and all Výdrž.</source>
        <translation>Obnoví veškerou Vůli i Výdrž.</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) of &amp;meditation</source>
        <translation>
            <numerusform>%n minuta &amp;meditace</numerusform>
            <numerusform>%n minuty &amp;meditace</numerusform>
            <numerusform>%n minut &amp;meditace</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ustaining magic (no meditation meanwhile)</source>
        <translation>&amp;Udržování magie (mezitím nelze meditovat)</translation>
    </message>
    <message>
        <source>Spend {pool}</source>
        <translation>Utratit: {pool}</translation>
    </message>
    <message>
        <source>P&amp;oints to spend:</source>
        <translation>&amp;Kolik bodů utratit:</translation>
    </message>
    <message>
        <source>Výdrž and Vůle</source>
        <translation>Výdrž a Vůle</translation>
    </message>
    <message>
        <source>Add a goal or hook</source>
        <translation>Přidat cíl nebo námět</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>Approved goals and story hooks (a debt, a rival, a secret): +1 XP each, at most +3. Double-click one to write it.</source>
        <translation>Schválené cíle a příběhové náměty (dluh, soupeř, tajemství): každý +1 zk, nejvýše +3. Text zapíšete dvojklikem na položku.</translation>
    </message>
    <message>
        <source>Goals and story hooks</source>
        <translation>Cíle a příběhové náměty</translation>
    </message>
    <message>
        <source>What happened to the character, newest last; Undo removes a line.</source>
        <translation>Co se postavě stalo, nejnovější na konci; Zpět řádek odebere.</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Záznam událostí</translation>
    </message>
    <message>
        <source>Kondice {current} / {maximum}</source>
        <translation>Kondice {current} / {maximum}</translation>
    </message>
    <message>
        <source>brought round (First aid): acts at −4</source>
        <translation>po probrání z bezvědomí (První pomoc): jedná s postihem −4</translation>
    </message>
    <message>
        <source>{current} of {maximum} left</source>
        <translation>zbývá {current} z {maximum}</translation>
    </message>
    <message>
        <source>Not while sustaining magic: stop sustaining it first.</source>
        <translation>Ne při udržování magie: nejdřív udržování ukončete.</translation>
    </message>
    <message>
        <source>All Vůle back; an interrupted meditation has no effect.</source>
        <translation>Obnoví veškerou Vůli; přerušená meditace nemá žádný účinek.</translation>
    </message>
    <message>
        <source>(not written yet)</source>
        <translation>(zatím nenapsáno)</translation>
    </message>
    <message>
        <source>Damage: kondice −{n}</source>
        <translation>Zranění: kondice −{n}</translation>
    </message>
    <message>
        <source>Healing: kondice +{n}</source>
        <translation>Léčení: kondice +{n}</translation>
    </message>
    <message>
        <source>Creature size</source>
        <translation>Velikost tvora</translation>
    </message>
    <message>
        <source>Brought round</source>
        <translation>Probrán z bezvědomí</translation>
    </message>
    <message>
        <source>No longer brought round</source>
        <translation>Konec probrání z bezvědomí</translation>
    </message>
    <message>
        <source>Spend {pool}: {n}</source>
        <translation>{pool}: utratit {n}</translation>
    </message>
    <message>
        <source>Sustaining magic</source>
        <translation>Udržování magie</translation>
    </message>
    <message>
        <source>Stops sustaining magic</source>
        <translation>Konec udržování magie</translation>
    </message>
    <message>
        <source>Goal or hook: {text}</source>
        <translation>Cíl nebo námět: {text}</translation>
    </message>
    <message>
        <source>Remove a goal or hook</source>
        <translation>Odebrat cíl nebo námět</translation>
    </message>
</context>
<context>
    <name>PlayerRequests</name>
    <message>
        <source>No fight is open now.</source>
        <translation>Teď není otevřený žádný boj.</translation>
    </message>
    <message>
        <source>Turned down by the GM: {words}</source>
        <translation>Vypravěč odmítl: {words}</translation>
    </message>
    <message>
        <source>Turned down by the GM.</source>
        <translation>Vypravěč odmítl.</translation>
    </message>
    <message>
        <source>The GM closed the campaign; send it again.</source>
        <translation>Vypravěč kampaň zavřel; pošlete to znovu.</translation>
    </message>
    <message>
        <source>Request from a player&apos;s page: {what}</source>
        <translation>Požadavek ze stránky hráče: {what}</translation>
    </message>
    <message>
        <source>{what} — not applied: {reason}</source>
        <translation>{what} — neprovedeno: {reason}</translation>
    </message>
    <message>
        <source>The GM has read it: {what}</source>
        <translation>Vypravěč si přečetl: {what}</translation>
    </message>
    <message>
        <source>Accepted: {what}</source>
        <translation>Přijato: {what}</translation>
    </message>
    <message>
        <source>Entered: {what}</source>
        <translation>Zapsáno: {what}</translation>
    </message>
    <message>
        <source>Proposed by {name}: {what}</source>
        <translation>Na návrh postavy {name}: {what}</translation>
    </message>
    <message>
        <source>From {name}&apos;s page: {what}</source>
        <translation>Ze stránky postavy {name}: {what}</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>{name} (played by {player})</source>
        <translation>{name} (hraje {player})</translation>
    </message>
    <message>
        <source>Address of {name}&apos;s page</source>
        <translation>Adresa stránky postavy {name}</translation>
    </message>
    <message>
        <source>QR code of {name}&apos;s address</source>
        <translation>QR kód adresy postavy {name}</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>&amp;Kopírovat adresu</translation>
    </message>
    <message>
        <source>Copy the address of {name}&apos;s page</source>
        <translation>Kopírovat adresu stránky postavy {name}</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>&amp;Zrušit</translation>
    </message>
    <message>
        <source>Revoke the address of {name}&apos;s page</source>
        <translation>Zrušit adresu stránky postavy {name}</translation>
    </message>
    <message>
        <source>The page stops working at once.</source>
        <translation>Stránka ihned přestane fungovat.</translation>
    </message>
    <message>
        <source>&amp;New address</source>
        <translation>&amp;Nová adresa</translation>
    </message>
    <message>
        <source>New address for {name}&apos;s page</source>
        <translation>Nová adresa stránky postavy {name}</translation>
    </message>
    <message>
        <source>The old address stops working; the player scans the new code.</source>
        <translation>Stará adresa přestane fungovat; hráč naskenuje nový kód.</translation>
    </message>
    <message>
        <source>&amp;Make an address</source>
        <translation>&amp;Vytvořit adresu</translation>
    </message>
    <message>
        <source>Make an address for {name}&apos;s page</source>
        <translation>Vytvořit adresu stránky postavy {name}</translation>
    </message>
    <message>
        <source>No address: this player&apos;s page is off.</source>
        <translation>Bez adresy: stránka tohoto hráče je vypnutá.</translation>
    </message>
    <message>
        <source>Made; shown once the player view is shared on the network.</source>
        <translation>Vytvořena; ukáže se, jakmile bude pohled pro hráče sdílen v síti.</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>Player view</source>
        <translation>Pohled pro hráče</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <extracomment>the TV window&apos;s context menu (and Ctrl++): the letters on the TV grow</extracomment>
        <translation>&amp;Větší písmo</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Menší písmo</translation>
    </message>
    <message>
        <source>&amp;Default text size</source>
        <translation>&amp;Výchozí velikost písma</translation>
    </message>
    <message>
        <source>Larger text on the player view</source>
        <translation>Větší písmo v pohledu pro hráče</translation>
    </message>
    <message>
        <source>Smaller text on the player view</source>
        <translation>Menší písmo v pohledu pro hráče</translation>
    </message>
    <message>
        <source>The text size readable from 4 metres on a 1080p TV</source>
        <translation>Velikost písma čitelná ze 4 metrů na televizoru 1080p</translation>
    </message>
</context>
<context>
    <name>PlayerViewSettingsDialog</name>
    <message>
        <source>What the player view shows</source>
        <translation>Co ukazuje pohled pro hráče</translation>
    </message>
    <message>
        <source>Exact numbers</source>
        <translation>Přesná čísla</translation>
    </message>
    <message>
        <source>How hurt they look</source>
        <translation>Jak zraněně vypadají</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <source>&amp;Player characters:</source>
        <translation>&amp;Hráčské postavy:</translation>
    </message>
    <message>
        <source>&amp;Other characters:</source>
        <translation>&amp;Ostatní postavy:</translation>
    </message>
    <message>
        <source>Show &amp;initiative numbers</source>
        <translation>Zobrazit hodnoty &amp;iniciativy</translation>
    </message>
    <message>
        <source>&amp;Secret conditions (never shown to the players):</source>
        <translation>&amp;Tajné stavy (hráčům se nikdy nezobrazí):</translation>
    </message>
    <message>
        <source>Another condition&apos;s name</source>
        <translation>Název dalšího stavu</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Přidat</translation>
    </message>
</context>
<context>
    <name>PlayerViewSide</name>
    <message>
        <source>The player view is black. Ctrl+B shows it again.</source>
        <translation>Pohled pro hráče je černý. Ctrl+B ho znovu zobrazí.</translation>
    </message>
    <message>
        <source>The player view shows the fight again.</source>
        <translation>Pohled pro hráče opět ukazuje boj.</translation>
    </message>
    <message>
        <source>The player view was not shared again at port {port}: {error}</source>
        <translation>Pohled hráčů se nepodařilo znovu sdílet na portu {port}: {error}</translation>
    </message>
    <message>
        <source>Image between fights</source>
        <translation>Obrázek mezi boji</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation>Obrázky (*.png *.jpg *.jpeg *.webp);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Reading the image…</source>
        <translation>Načítám obrázek…</translation>
    </message>
    <message>
        <source>The image was not used</source>
        <translation>Obrázek nebyl použit</translation>
    </message>
    <message>
        <source>{path} is not a file (a device, a pipe or a folder).</source>
        <translation>{path} není soubor (je to zařízení, roura nebo složka).</translation>
    </message>
    <message>
        <source>{path} is larger than {size} MB: choose a smaller image.</source>
        <translation>{path} je větší než {size} MB: vyberte menší obrázek.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} nelze přečíst: {reason}</translation>
    </message>
    <message>
        <source>{path} is not an image Kronikář can show.</source>
        <translation>{path} není obrázek, který Kronikář dokáže zobrazit.</translation>
    </message>
    <message>
        <source>Player view image between fights</source>
        <translation>Obrázek pro hráče mezi boji</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nedovoleno</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players&apos; devices</source>
        <translation>Zařízení hráčů</translation>
    </message>
    <message>
        <source>Each player character has an address of its own: its player opens it on a phone, follows the fight and their character, enters initiative, ends their turn and proposes hits, which wait for you in the Combat area. A new address cuts off a lost phone; the others keep theirs.</source>
        <translation>Každá hráčská postava má vlastní adresu: hráč si ji otevře v telefonu, sleduje boj a svou postavu, zadává iniciativu, ukončuje svůj tah a navrhuje zásahy, které na vás počkají v oblasti Boj. Nová adresa odpojí ztracený telefon; ostatní si své adresy ponechají.</translation>
    </message>
    <message>
        <source>&amp;Share the player view on the network…</source>
        <translation>&amp;Sdílet pohled hráčů v síti…</translation>
    </message>
    <message>
        <source>The campaign has no player characters: make a character in the roster a player character first.</source>
        <translation>Kampaň nemá žádné hráčské postavy: nejdřív v seznamu postav udělejte z některé postavy hráčskou.</translation>
    </message>
    <message>
        <source>Player characters and their addresses</source>
        <translation>Hráčské postavy a jejich adresy</translation>
    </message>
    <message>
        <source>Apply the players&apos; &amp;initiative at once (default: off, it waits in your queue)</source>
        <translation>&amp;Iniciativu od hráčů zapsat hned (výchozí: vypnuto, čeká ve vaší frontě)</translation>
    </message>
    <message>
        <source>Players&apos; initiative applies at once</source>
        <translation>Iniciativa od hráčů se zapisuje hned</translation>
    </message>
    <message>
        <source>Players&apos; initiative waits in the queue</source>
        <translation>Iniciativa od hráčů čeká ve frontě</translation>
    </message>
    <message>
        <source>Shared: the addresses below work on the players&apos; network.</source>
        <translation>Sdíleno: adresy níže fungují v síti hráčů.</translation>
    </message>
    <message>
        <source>Not shared on the network: no player&apos;s page can be opened now.</source>
        <translation>Nesdíleno v síti: teď nelze otevřít žádnou stránku hráče.</translation>
    </message>
</context>
<context>
    <name>PortraitBox</name>
    <message>
        <source>Choose picture…</source>
        <translation>Vybrat obrázek…</translation>
    </message>
    <message>
        <source>Remove picture</source>
        <translation>Odebrat obrázek</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>bez obrázku</translation>
    </message>
    <message>
        <source>Choose picture</source>
        <translation>Vybrat obrázek</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.webp)</source>
        <translation>Obrázky (*.png *.jpg *.jpeg *.bmp *.webp)</translation>
    </message>
</context>
<context>
    <name>PortraitLabel</name>
    <message>
        <source>Click to choose a portrait; right-click to remove it</source>
        <translation>Kliknutím vyberete portrét, pravým tlačítkem jej odeberete</translation>
    </message>
    <message>
        <source>No portrait
(click to add)</source>
        <translation>Bez portrétu
(přidáte kliknutím)</translation>
    </message>
    <message>
        <source>Choose a portrait</source>
        <translation>Vybrat portrét</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation>Obrázky (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</translation>
    </message>
    <message>
        <source>Choose a portrait…</source>
        <translation>Vybrat portrét…</translation>
    </message>
    <message>
        <source>Remove the portrait</source>
        <translation>Odebrat portrét</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Kronikář starts.</source>
        <translation>Nový jazyk se projeví při příštím spuštění Kronikáře.</translation>
    </message>
    <message>
        <source>Data and logs: {data}
Backups: {backups}</source>
        <translation>Data a protokoly: {data}
Zálohy: {backups}</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
</context>
<context>
    <name>PriceField</name>
    <message>
        <source>not for sale</source>
        <translation>neprodejné</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>zl = zlatý, st = stříbrný, md = měďák</source>
        <translation>zl = zlatý, st = stříbrný, md = měďák</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>The price at character creation; leave it at 0 for an item not for sale.</source>
        <translation>Cena při tvorbě postavy; u neprodejné položky ponechte 0.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>Mental conflict: progress</source>
        <translation>Mentální střet: postup</translation>
    </message>
    <message>
        <source>&amp;add successes</source>
        <translation>&amp;přičíst úspěchy</translation>
    </message>
    <message>
        <source>&amp;set the progress to</source>
        <translation>&amp;nastavit postup na</translation>
    </message>
    <message>
        <source>Successes to add</source>
        <translation>Přidat úspěchů</translation>
    </message>
    <message>
        <source>The progress</source>
        <translation>Postup</translation>
    </message>
    <message>
        <source> of {target}</source>
        <translation> z {target}</translation>
    </message>
    <message>
        <source>Progress now: {value}{of}.</source>
        <translation>Postup nyní: {value}{of}.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Složka</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Soubor</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Soubor %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disk</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Soubory &amp;typu:</translation>
    </message>
</context>
<context>
    <name>RatingDelegate</name>
    <message>
        <source>Rating of {skill}</source>
        <translation>Hodnocení: {skill}</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <source>Waive a rule</source>
        <translation>Udělit výjimku z pravidla</translation>
    </message>
    <message>
        <source>{rule}

Why does the GM allow it?</source>
        <translation>{rule}

Proč to Vypravěč povoluje?</translation>
    </message>
    <message>
        <source>Write why: a waiver keeps its reason on the sheet.</source>
        <translation>Napište proč: výjimka si svůj důvod nese na deníku postavy.</translation>
    </message>
</context>
<context>
    <name>RecordDialog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Reinforcements</name>
    <message>
        <source>{name} joins the fight</source>
        <translation>{name} se přidává k boji</translation>
    </message>
    <message>
        <source>&amp;Reinforcements…</source>
        <translation>&amp;Posily…</translation>
    </message>
    <message>
        <source>&amp;Leave the fight</source>
        <translation>&amp;Odchod z boje</translation>
    </message>
    <message>
        <source>Roster characters or extras join the fight under way, by the rules.</source>
        <translation>Postavy ze seznamu nebo statisté se přidají k probíhajícímu boji podle pravidel.</translation>
    </message>
    <message>
        <source>The selected combatants leave; their wounds stay on their sheets.</source>
        <translation>Vybraní účastníci odcházejí; jejich zranění zůstávají v denících.</translation>
    </message>
    <message>
        <source>No fight to join</source>
        <translation>Není boj, k němuž se přidat</translation>
    </message>
    <message>
        <source>Open a prepared or running fight first (Combat → New fight…).</source>
        <translation>Nejdřív otevřete připravený nebo probíhající boj (Boj → Nový boj…).</translation>
    </message>
    <message>
        <source>{name} leaves the fight</source>
        <translation>{name} odchází z boje</translation>
    </message>
    <message numerus="yes">
        <source>%n combatant(s) leave the fight</source>
        <translation>
            <numerusform>%n účastník odchází z boje</numerusform>
            <numerusform>%n účastníci odcházejí z boje</numerusform>
            <numerusform>%n účastníků odchází z boje</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReinforcementsDialog</name>
    <message>
        <source>Reinforcements</source>
        <translation>Posily</translation>
    </message>
    <message>
        <source>NPCs come &amp;hidden</source>
        <translation>Cizí postavy přicházejí &amp;skryté</translation>
    </message>
    <message>
        <source>&amp;Join the fight</source>
        <translation>&amp;Přidat k boji</translation>
    </message>
</context>
<context>
    <name>RejectDialog</name>
    <message>
        <source>Turn the request down</source>
        <translation>Odmítnout požadavek</translation>
    </message>
    <message>
        <source>e.g. Not in reach this round</source>
        <translation>např. Toto kolo na něj nedosáhneš</translation>
    </message>
    <message>
        <source>&amp;Word to the player (may be left empty):</source>
        <translation>&amp;Vzkaz hráči (může zůstat prázdný):</translation>
    </message>
    <message>
        <source>&amp;Turn down</source>
        <translation>&amp;Odmítnout</translation>
    </message>
</context>
<context>
    <name>RelationDialog</name>
    <message>
        <source>From</source>
        <translation>Kdo</translation>
    </message>
    <message>
        <source>Relation (how the first sees the second)</source>
        <translation>Vztah (jak první vidí druhého)</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Ke komu</translation>
    </message>
    <message>
        <source>Attitude</source>
        <translation>Postoj</translation>
    </message>
    <message>
        <source>The other way round (optional)</source>
        <translation>Opačně (nepovinné)</translation>
    </message>
    <message>
        <source>Certainty</source>
        <translation>Míra jistoty</translation>
    </message>
    <message>
        <source>Known to the players</source>
        <translation>Hráči o tom vědí</translation>
    </message>
    <message>
        <source>Edit relation</source>
        <translation>Upravit vztah</translation>
    </message>
    <message>
        <source>New relation</source>
        <translation>Nový vztah</translation>
    </message>
    <message>
        <source>Choose both people.</source>
        <translation>Vyberte obě osoby.</translation>
    </message>
</context>
<context>
    <name>RelationsGraph</name>
    <message>
        <source>Steps out:</source>
        <translation>Kroků od středu:</translation>
    </message>
    <message>
        <source>Graph of ties</source>
        <translation>Graf vazeb</translation>
    </message>
    <message>
        <source>Choose a person above to see whom they know, owe and stand with.</source>
        <translation>Nahoře vyberte osobu: uvidíte, koho zná, komu dluží a s kým jak vychází.</translation>
    </message>
    <message>
        <source>Relations</source>
        <translation>Vztahy</translation>
    </message>
    <message>
        <source>Who knows whom</source>
        <translation>Kdo koho zná</translation>
    </message>
    <message>
        <source>Favours owed</source>
        <translation>Dlužné laskavosti</translation>
    </message>
    <message>
        <source>Network liaisons</source>
        <translation>Spojky sítí</translation>
    </message>
    <message>
        <source>Choose a person…</source>
        <translation>Vyberte osobu…</translation>
    </message>
    <message>
        <source> (contact)</source>
        <translation> (kontakt)</translation>
    </message>
    <message>
        <source>{name} has no ties shown.</source>
        <translation>{name}: žádné vazby k zobrazení.</translation>
    </message>
</context>
<context>
    <name>RequestsQueue</name>
    <message>
        <source>&amp;Players&apos; requests</source>
        <translation>&amp;Požadavky hráčů</translation>
    </message>
    <message>
        <source>Players&apos; requests</source>
        <translation>Požadavky hráčů</translation>
    </message>
    <message>
        <source>Accept (Enter)</source>
        <translation>Přijmout (Enter)</translation>
    </message>
    <message>
        <source>Change and accept… (F2)</source>
        <translation>Upravit a přijmout… (F2)</translation>
    </message>
    <message>
        <source>Turn down… (Delete)</source>
        <translation>Odmítnout… (Del)</translation>
    </message>
    <message>
        <source>A player&apos;s request: {what}</source>
        <translation>Požadavek hráče: {what}</translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation>Pravidla to nedovolují</translation>
    </message>
</context>
<context>
    <name>RescueNote</name>
    <message>
        <source>“{what}” could not be saved. What you typed is kept in {path} and under Show Details: copy it where it belongs.</source>
        <translation>„{what}“ se nepodařilo uložit. Co jste napsali, je uchováno v {path} a pod tlačítkem Zobrazit podrobnosti: zkopírujte to tam, kam patří.</translation>
    </message>
    <message>
        <source>“{what}” could not be saved. What you typed is under Show Details: copy it where it belongs before closing this message.</source>
        <translation>„{what}“ se nepodařilo uložit. Co jste napsali, je pod tlačítkem Zobrazit podrobnosti: zkopírujte to tam, kam patří, než tuto zprávu zavřete.</translation>
    </message>
    <message>
        <source>Kept in a rescue note</source>
        <translation>Uchováno v záchranné poznámce</translation>
    </message>
</context>
<context>
    <name>RestrictionDialog</name>
    <message>
        <source>Act against the soul&apos;s restriction</source>
        <translation>Jednat proti omezení duše</translation>
    </message>
    <message>
        <source>Acting against a restriction of the soul costs one mental wound; how severe depends on the restriction (Člověk, Duše).</source>
        <translation>Jednání proti omezení duše stojí jedno mentální zranění; jeho závažnost určuje omezení (Člověk, Duše).</translation>
    </message>
    <message>
        <source>&amp;Scar:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>Závažnost:</translation>
    </message>
</context>
<context>
    <name>RevealActions</name>
    <message>
        <source>&amp;Reveals (shown to players)…</source>
        <translation>&amp;Odhalení (ukázané hráčům)…</translation>
    </message>
    <message>
        <source>Show to &amp;players…</source>
        <translation>Ukázat &amp;hráčům…</translation>
    </message>
</context>
<context>
    <name>RevealCards</name>
    <message>
        <source>{debtor} owes {creditor} a favour</source>
        <translation>{debtor} dluží laskavost: {creditor}</translation>
    </message>
</context>
<context>
    <name>RevealsDialog</name>
    <message>
        <source>Shown to players</source>
        <translation>Ukázáno hráčům</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>RevealsPanel</name>
    <message>
        <source>Shown &amp;to:</source>
        <translation>&amp;Komu ukázáno:</translation>
    </message>
    <message>
        <source>Shown to</source>
        <translation>Komu ukázáno</translation>
    </message>
    <message>
        <source>Reveals</source>
        <translation>Odhalení</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>&amp;Show to players…</source>
        <translation>&amp;Ukázat hráčům…</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>&amp;Vzít zpět</translation>
    </message>
    <message>
        <source>Show &amp;again</source>
        <translation>Ukázat &amp;znovu</translation>
    </message>
    <message>
        <source>&amp;Dismiss from the TV</source>
        <translation>&amp;Sundat z televize</translation>
    </message>
    <message>
        <source>Anyone (every reveal)</source>
        <translation>Komukoli (všechna odhalení)</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Obrázek</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všem</translation>
    </message>
    <message>
        <source>No one in the campaign now</source>
        <translation>Nikomu, kdo je teď v kampani</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Vzato zpět</translation>
    </message>
    <message>
        <source>Shown, on the TV</source>
        <translation>Ukázáno, na televizi</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Ukázáno</translation>
    </message>
    <message>
        <source>Nothing has been shown to the players yet. Show a handout, a picture or a card with Show to players… (also in the roster&apos;s and the ledger&apos;s right-click menus).</source>
        <translation>Hráčům zatím nebylo nic ukázáno. Text, obrázek nebo kartu jim ukážete tlačítkem Ukázat hráčům… (najdete ho i v nabídce pravého tlačítka v seznamu postav a v účetní knize).</translation>
    </message>
    <message>
        <source>Nothing has been shown to this player character.</source>
        <translation>Této hráčské postavě nebylo nic ukázáno.</translation>
    </message>
    <message>
        <source>Take “{title}” back from the players</source>
        <translation>Vzít hráčům zpět „{title}“</translation>
    </message>
    <message>
        <source>Show “{title}” to the players again</source>
        <translation>Znovu ukázat hráčům „{title}“</translation>
    </message>
    <message>
        <source>Take “{title}” off the TV</source>
        <translation>Sundat z televize „{title}“</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>d20 + bonus</source>
        <translation>k20 + bonus</translation>
    </message>
    <message>
        <source>&amp;Roll d20</source>
        <translation>&amp;Hodit k20</translation>
    </message>
    <message>
        <source>Roll d20 and add the bonus to get the total.</source>
        <translation>Hodí k20 a přičte bonus, čímž vyjde celkový výsledek.</translation>
    </message>
    <message>
        <source>&amp;Total:</source>
        <translation>&amp;Celkem:</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Vyhodnotit</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Později</translation>
    </message>
    <message>
        <source>Enter the total rolled, or roll d20 + the bonus.</source>
        <translation>Zadejte, kolik padlo celkem, nebo hoďte k20 + bonus.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kostky</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Hodit</translation>
    </message>
</context>
<context>
    <name>RollOffDialog</name>
    <message>
        <source>Roll-offs</source>
        <translation>Rozstřely</translation>
    </message>
    <message>
        <source>These are tied after the modifier: each rolls a d20, the higher acts first. Leave “roll” to have it rolled when the fight starts.</source>
        <translation>Tito mají po započtení opravy stejný výsledek: každý hodí k20, kdo hodí víc, jedná dřív. Ponecháte-li „hodit“, hodí se při zahájení boje.</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Účastník</translation>
    </message>
    <message>
        <source>Tied with</source>
        <translation>Shoda s</translation>
    </message>
    <message>
        <source>Roll-off d20</source>
        <translation>Rozstřel k20</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>hodit</translation>
    </message>
    <message>
        <source>{others} (at {total})</source>
        <translation>{others} (na {total})</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Štítky</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Souhrn</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>Naposledy změněno</translation>
    </message>
    <message>
        <source>Broken rules</source>
        <translation>Porušená pravidla</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>(no player yet)</source>
        <translation>(zatím bez hráče)</translation>
    </message>
</context>
<context>
    <name>RosterPage</name>
    <message>
        <source>Search names, players, tags and notes (Ctrl+F)</source>
        <translation>Hledat ve jménech, hráčích, štítcích a poznámkách (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;New character</source>
        <translation>&amp;Nová postava</translation>
    </message>
    <message>
        <source>D&amp;uplicate character</source>
        <translation>&amp;Duplikovat postavu</translation>
    </message>
    <message>
        <source>&amp;Delete character</source>
        <translation>&amp;Smazat postavu</translation>
    </message>
    <message>
        <source>&amp;Find character</source>
        <translation>Na&amp;jít postavu</translation>
    </message>
    <message>
        <source>Re&amp;name character</source>
        <translation>&amp;Přejmenovat postavu</translation>
    </message>
    <message>
        <source>&amp;Import character from JSON…</source>
        <translation>&amp;Importovat postavu z JSON…</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Postavy</translation>
    </message>
    <message>
        <source>No characters yet</source>
        <translation>Zatím žádné postavy</translation>
    </message>
    <message>
        <source>The roster lists every player character and NPC of the campaign. Add the party first, then the people they will meet.</source>
        <translation>Seznam postav obsahuje všechny hráčské postavy a NPC kampaně. Nejdřív přidejte družinu, pak lidi, které potká.</translation>
    </message>
    <message>
        <source>New character (Ctrl+N)</source>
        <translation>Nová postava (Ctrl+N)</translation>
    </message>
    <message>
        <source>All characters</source>
        <translation>Všechny postavy</translation>
    </message>
    <message>
        <source>Player characters</source>
        <translation>Hráčské postavy</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Tag: {tag}</source>
        <translation>Štítek: {tag}</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n postava</numerusform>
            <numerusform>%n postavy</numerusform>
            <numerusform>%n postav</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total} shown</source>
        <translation>zobrazeno {shown} z {total}</translation>
    </message>
    <message>
        <source>Not a name</source>
        <translation>Toto není jméno</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Přejmenovat: {old} → {new}</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Upravit: {name}</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nová postava</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (kopie)</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>Duplikovat: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n character(s)</source>
        <translation>
            <numerusform>Duplikovat %n postavu</numerusform>
            <numerusform>Duplikovat %n postavy</numerusform>
            <numerusform>Duplikovat %n postav</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Smazat: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n character(s)</source>
        <translation>
            <numerusform>Smazat %n postavu</numerusform>
            <numerusform>Smazat %n postavy</numerusform>
            <numerusform>Smazat %n postav</numerusform>
        </translation>
    </message>
    <message>
        <source>{what}. Press Ctrl+Z to bring it back.</source>
        <translation>{what}. Stisknutím Ctrl+Z to vrátíte.</translation>
    </message>
    <message>
        <source>Delete from the ledger too?</source>
        <translation>Smazat i z účetní knihy?</translation>
    </message>
    <message numerus="yes">
        <source>The ledger holds %n record(s) about this: links to people, favours, relations or networks. Delete them with the character, or keep them? Either way Ctrl+Z brings everything back.</source>
        <translation>
            <numerusform>Účetní kniha o tom vede %n záznam: známosti, laskavosti, vztahy nebo sítě. Smazat je s postavou, nebo je ponechat? Ctrl+Z v obou případech vše vrátí.</numerusform>
            <numerusform>Účetní kniha o tom vede %n záznamy: známosti, laskavosti, vztahy nebo sítě. Smazat je s postavou, nebo je ponechat? Ctrl+Z v obou případech vše vrátí.</numerusform>
            <numerusform>Účetní kniha o tom vede %n záznamů: známosti, laskavosti, vztahy nebo sítě. Smazat je s postavou, nebo je ponechat? Ctrl+Z v obou případech vše vrátí.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Delete them too</source>
        <translation>&amp;Smazat i je</translation>
    </message>
    <message>
        <source>&amp;Keep them</source>
        <translation>&amp;Ponechat je</translation>
    </message>
    <message>
        <source>Import a character</source>
        <translation>Importovat postavu</translation>
    </message>
    <message>
        <source>Kronikář characters (*.json);;All files (*)</source>
        <translation>Postavy Kronikáře (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>The character was not imported</source>
        <translation>Postava nebyla importována</translation>
    </message>
    <message>
        <source>{file}: {problem}
Nothing was imported.</source>
        <translation>{file}: {problem}
Nic nebylo importováno.</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importovat: {name}</translation>
    </message>
</context>
<context>
    <name>RosterTemplateActions</name>
    <message>
        <source>Save as &amp;template</source>
        <translation>Uložit jako ša&amp;blonu</translation>
    </message>
    <message>
        <source>Campaign te&amp;mplates…</source>
        <translation>Ša&amp;blony kampaně…</translation>
    </message>
    <message>
        <source>Not saved as a template</source>
        <translation>Šablona nebyla uložena</translation>
    </message>
    <message>
        <source>Save {name} as a template</source>
        <translation>Uložit {name} jako šablonu</translation>
    </message>
    <message numerus="yes">
        <source>Save %n character(s) as templates</source>
        <translation>
            <numerusform>Uložit %n postavu jako šablonu</numerusform>
            <numerusform>Uložit %n postavy jako šablony</numerusform>
            <numerusform>Uložit %n postav jako šablony</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n template(s); a new fight adds them as extras.</source>
        <translation>
            <numerusform>Uložena %n šablona; nový boj z ní přidá statisty.</numerusform>
            <numerusform>Uloženy %n šablony; nový boj z nich přidá statisty.</numerusform>
            <numerusform>Uloženo %n šablon; nový boj z nich přidá statisty.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RowBuilder</name>
    <message>
        <source>(deleted #%1)</source>
        <translation>(smazáno #%1)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>ve hře</translation>
    </message>
    <message>
        <source>at creation</source>
        <translation>při tvorbě</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>zatím neprovedena</translation>
    </message>
    <message>
        <source>the GM decided</source>
        <translation>rozhodl Vypravěč</translation>
    </message>
    <message>
        <source>success</source>
        <translation>úspěch</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>neúspěch</translation>
    </message>
    <message>
        <source>network %1 against %2 (modifiers %3)</source>
        <translation>síť %1 proti %2 (postihy a bonusy %3)</translation>
    </message>
    <message>
        <source>network %1 against %2</source>
        <translation>síť %1 proti %2</translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation>&amp;Obnovit výchozí</translation>
    </message>
</context>
<context>
    <name>RunOperationDialog</name>
    <message>
        <source>Network</source>
        <translation>Síť</translation>
    </message>
    <message>
        <source>What is asked</source>
        <translation>Co se žádá</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti</translation>
    </message>
    <message>
        <source>Against whom or what</source>
        <translation>Proti komu nebo čemu</translation>
    </message>
    <message>
        <source>Its value (Vzácnost, Bohatství, Vliv or Postavení)</source>
        <translation>Hodnota cíle (Vzácnost, Bohatství, Vliv nebo Postavení)</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Postihy a bonusy</translation>
    </message>
    <message>
        <source>Outside contractors paid (zl)</source>
        <translation>Zaplaceno externím osobám (zl)</translation>
    </message>
    <message>
        <source>When (date or session)</source>
        <translation>Kdy (datum nebo sezení)</translation>
    </message>
    <message>
        <source>What came of it</source>
        <translation>Jak to dopadlo</translation>
    </message>
    <message>
        <source>Known to the players</source>
        <translation>Hráči o tom vědí</translation>
    </message>
    <message>
        <source>Run an operation</source>
        <translation>Provést operaci</translation>
    </message>
    <message>
        <source>No network to run an operation through.</source>
        <translation>Není žádná síť, přes kterou by šlo provést operaci.</translation>
    </message>
    <message>
        <source>Rating %1. What this network can do:</source>
        <translation>Hodnocení %1. Co tato síť dokáže:</translation>
    </message>
    <message>
        <source>Choose a network.</source>
        <translation>Vyberte síť.</translation>
    </message>
    <message>
        <source>What came of it: %1</source>
        <translation>Jak to dopadlo: %1</translation>
    </message>
</context>
<context>
    <name>SavesBox</name>
    <message>
        <source>Work out</source>
        <translation>Spočítat</translation>
    </message>
    <message>
        <source>Forget the typed bonus: the classes and the ability give it again.</source>
        <translation>Zapomenout zadaný bonus: znovu jej dají povolání a vlastnost.</translation>
    </message>
    <message>
        <source>Wisdom modifier, for Will.</source>
        <translation>Oprava za Moudrost, pro Vůli.</translation>
    </message>
    <message>
        <source>Wi&amp;s modifier:</source>
        <translation>Oprava za &amp;Moudrost:</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Záchranné hody</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>zadáno</translation>
    </message>
    <message>
        <source>worked out</source>
        <translation>spočítáno</translation>
    </message>
</context>
<context>
    <name>ScarCard</name>
    <message>
        <source>{name}: boxes {count}, empty {empty}, stun {stun}, lethal {lethal}, devastating {devastating}</source>
        <translation>{name}: políček {count}, prázdná {empty}, omračující {stun}, smrtící {lethal}, zničující {devastating}</translation>
    </message>
    <message>
        <source>Burn {scar}</source>
        <translation>Pálit: {scar}</translation>
    </message>
    <message>
        <source>&amp;Wound…</source>
        <translation>&amp;Zranit…</translation>
    </message>
    <message>
        <source>&amp;Burn…</source>
        <translation>&amp;Pálit…</translation>
    </message>
    <message>
        <source>Heal a &amp;stun wound (/)</source>
        <translation>Vyléčit &amp;omračující zranění (/)</translation>
    </message>
    <message>
        <source>Heal a &amp;lethal wound (X)</source>
        <translation>Vyléčit &amp;smrtící zranění (X)</translation>
    </message>
    <message>
        <source>Heal a &amp;devastating wound (Ж)</source>
        <translation>Vyléčit z&amp;ničující zranění (Ж)</translation>
    </message>
</context>
<context>
    <name>ScarChoiceDialog</name>
    <message>
        <source>Start chapter: {name}</source>
        <translation>Začátek kapitoly: {name}</translation>
    </message>
    <message>
        <source>{name} holds a devastating {kind} wound in several scars. At the chapter start one of them heals; the player picks which (Člověk, Zranění).</source>
        <translation>{name} má zničující zranění typu {kind} v několika jizvách. Na začátku kapitoly se jedno z nich vyléčí; hráč vybere které (Člověk, Zranění).</translation>
    </message>
</context>
<context>
    <name>ScarsPanel</name>
    <message>
        <source>Physical scars</source>
        <translation>Fyzické jizvy</translation>
    </message>
    <message>
        <source>Mental scars</source>
        <translation>Mentální jizvy</translation>
    </message>
    <message>
        <source>Social scars</source>
        <translation>Sociální jizvy</translation>
    </message>
    <message>
        <source>positive</source>
        <translation>kladné</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>záporné</translation>
    </message>
    <message>
        <source>Opposite scars: a wound aimed at one heals a wound of the same severity in the other instead of being written (Člověk, Jizvy).</source>
        <translation>Opačné jizvy: zranění mířené do jedné se nezapíše, ale vyléčí zranění stejné závažnosti v té druhé (Člověk, Jizvy).</translation>
    </message>
    <message>
        <source>close</source>
        <translation>blízká</translation>
    </message>
    <message>
        <source>Close to the {temperament} temperament. The text gives closeness no other effect (Člověk, Temperament).</source>
        <translation>Blízká temperamentu {temperament}. Jiný účinek blízkosti text neuvádí (Člověk, Temperament).</translation>
    </message>
    <message>
        <source>distant</source>
        <translation>vzdálená</translation>
    </message>
    <message>
        <source>Distant from the {temperament} temperament; a distant negative scar cannot be burned (Člověk, Temperament).</source>
        <translation>Vzdálená temperamentu {temperament}; ze vzdálené záporné jizvy nelze pálit (Člověk, Temperament).</translation>
    </message>
    <message>
        <source>Burn from {scar} (pálení): wound yourself on purpose, at most {limit} {kind} points a round; refused if a point would upgrade a wound (Člověk, Jizvy).</source>
        <translation>Pálení z jizvy {scar}: úmyslné zranění sebe sama, nejvýše {limit} bodů typu {kind} za kolo; odmítne se, pokud by některý bod povýšil zranění (Člověk, Jizvy).</translation>
    </message>
    <message>
        <source>Critical penalty!</source>
        <translation>Kritický postih!</translation>
    </message>
    <message>
        <source>Long-term: {severity}</source>
        <translation>Dlouhodobý postih: {severity}</translation>
    </message>
    <message>
        <source>no text yet: the GM writes it in the rules data (scars.json)</source>
        <translation>zatím bez textu: Vypravěč jej doplní do dat pravidel (scars.json)</translation>
    </message>
    <message>
        <source>{kind} scar, {boxes} boxes</source>
        <translation>typ {kind}, políček: {boxes}</translation>
    </message>
    <message>
        <source>Opposite: {scar}</source>
        <translation>Opačná jizva: {scar}</translation>
    </message>
    <message>
        <source>One-time, lethal</source>
        <translation>Jednorázový, smrtící</translation>
    </message>
    <message>
        <source>One-time, devastating</source>
        <translation>Jednorázový, zničující</translation>
    </message>
    <message>
        <source>Long-term, lethal</source>
        <translation>Dlouhodobý, smrtící</translation>
    </message>
    <message>
        <source>Long-term, devastating</source>
        <translation>Dlouhodobý, zničující</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritický</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Postihy</translation>
    </message>
    <message>
        <source>Effects of a hit</source>
        <translation>Účinky zásahu</translation>
    </message>
    <message>
        <source>Click to write a wound; right-click for burning and healing.</source>
        <translation>Kliknutím zapíšete zranění, pravým tlačítkem pálení a léčení.</translation>
    </message>
</context>
<context>
    <name>ScreenChooserDialog</name>
    <message>
        <source>Player view: choose the screen</source>
        <translation>Pohled pro hráče: výběr obrazovky</translation>
    </message>
    <message>
        <source>Show the player view full screen on:</source>
        <translation>Zobrazit pohled pro hráče přes celou obrazovku na:</translation>
    </message>
    <message>
        <source>&amp;Identify screens</source>
        <translation>&amp;Identifikovat obrazovky</translation>
    </message>
    <message>
        <source>Show each screen&apos;s number on it for 2 seconds</source>
        <translation>Na 2 sekundy zobrazit na každé obrazovce její číslo</translation>
    </message>
    <message>
        <source>&amp;Open there</source>
        <translation>&amp;Otevřít tam</translation>
    </message>
    <message>
        <source>{number}. {name} — {width} × {height}</source>
        <translation>{number}. {name} — {width} × {height}</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(bez názvu)</translation>
    </message>
    <message>
        <source>(the GM&apos;s window is here)</source>
        <translation>(zde je okno Vypravěče)</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>Publish to a server</source>
        <translation>Publikovat na server</translation>
    </message>
    <message>
        <source>The open campaign is copied into an empty database on a PostgreSQL server, where the other game masters open it. The campaign file stays as it is.</source>
        <translation>Otevřená kampaň se zkopíruje do prázdné databáze na serveru PostgreSQL, kde ji otevřou ostatní vypravěči. Soubor kampaně zůstane, jak je.</translation>
    </message>
    <message>
        <source>Open a shared campaign</source>
        <translation>Otevřít sdílenou kampaň</translation>
    </message>
    <message>
        <source>A shared campaign lives in a database on a PostgreSQL server; every game master who opens it sees the others&apos; changes as they make them.</source>
        <translation>Sdílená kampaň je v databázi na serveru PostgreSQL; každý vypravěč, který ji otevře, vidí změny ostatních, jak je dělají.</translation>
    </message>
    <message>
        <source>The server&apos;s name or address</source>
        <translation>Název nebo adresa serveru</translation>
    </message>
    <message>
        <source>e.g. stiny_nad_prahou</source>
        <translation>např. stiny_nad_prahou</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Databáze:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Uživatel:</translation>
    </message>
    <message>
        <source>The password is asked for when the server wants one.</source>
        <translation>Na heslo se Kronikář zeptá, až ho server bude chtít.</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publikovat</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
</context>
<context>
    <name>SeverityPicker</name>
    <message>
        <source>&amp;Stun  /</source>
        <translation>&amp;Omračující  /</translation>
    </message>
    <message>
        <source>&amp;Lethal  X</source>
        <translation>&amp;Smrtící  X</translation>
    </message>
    <message>
        <source>&amp;Devastating  Ж</source>
        <translation>Z&amp;ničující  Ж</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share the player view on the network</source>
        <translation>Sdílet pohled hráčů v síti</translation>
    </message>
    <message>
        <source>This computer only ({address})</source>
        <translation>Jen tento počítač ({address})</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Kopírovat adresu</translation>
    </message>
    <message>
        <source>New address</source>
        <translation>Nová adresa</translation>
    </message>
    <message>
        <source>The old address stops working; the players scan the new code.</source>
        <translation>Stará adresa přestane fungovat; hráči naskenují nový kód.</translation>
    </message>
    <message>
        <source>The page shows only what the player view shows; nothing on it can change the campaign. Choose the address of the network the players&apos; phones are on.</source>
        <translation>Stránka ukazuje jen to, co pohled hráčů; nic na ní nemůže kampaň změnit. Zvolte adresu sítě, ve které jsou telefony hráčů.</translation>
    </message>
    <message>
        <source>Address of this computer:</source>
        <translation>Adresa tohoto počítače:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Address for the players:</source>
        <translation>Adresa pro hráče:</translation>
    </message>
    <message>
        <source>The player view could not be shared there: {error}</source>
        <translation>Pohled hráčů tam nelze sdílet: {error}</translation>
    </message>
    <message>
        <source>Not shared: no page can be opened.</source>
        <translation>Nesdíleno: žádnou stránku nelze otevřít.</translation>
    </message>
    <message>
        <source>Shared. Players&apos; pages connected now: {n}</source>
        <translation>Sdíleno. Připojené stránky hráčů: {n}</translation>
    </message>
</context>
<context>
    <name>SharedCampaigns</name>
    <message>
        <source>The campaign was published to {url}; this is the shared campaign.</source>
        <translation>Kampaň byla publikována na {url}; toto je sdílená kampaň.</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>This sheet cannot be read: {problem}</source>
        <translation>Tento deník postavy nelze načíst: {problem}</translation>
    </message>
    <message>
        <source>{problem}. Nothing was changed.</source>
        <translation>{problem}. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>The sheet cannot be edited</source>
        <translation>Deník nelze upravit</translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation>Pravidla to nedovolují</translation>
    </message>
</context>
<context>
    <name>ShieldForm</name>
    <message>
        <source>Added to the defence number: OČ = skill + weapon defence + shield defence</source>
        <translation>Přičítá se k obrannému číslu: OČ = dovednost + obrana zbraně + obrana štítu</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>&amp;Obrana:</translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>&amp;Cena:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Right click</source>
        <translation>Pravé tlačítko myši</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Postava</translation>
    </message>
    <message>
        <source>Print the sheet</source>
        <translation>Vytisknout deník</translation>
    </message>
    <message>
        <source>Export the sheet as PDF</source>
        <translation>Exportovat deník do PDF</translation>
    </message>
    <message>
        <source>Export the character as JSON</source>
        <translation>Exportovat postavu do JSON</translation>
    </message>
    <message>
        <source>Notes: bold</source>
        <translation>Poznámky: tučné</translation>
    </message>
    <message>
        <source>Notes: italic</source>
        <translation>Poznámky: kurzíva</translation>
    </message>
    <message>
        <source>Notes: bulleted list</source>
        <translation>Poznámky: odrážkový seznam</translation>
    </message>
    <message>
        <source>Skills: test the selected skill</source>
        <translation>Dovednosti: test vybrané dovednosti</translation>
    </message>
    <message>
        <source>Skills: set the rating</source>
        <translation>Dovednosti: nastavit hodnocení</translation>
    </message>
    <message>
        <source>a digit, + or −</source>
        <translation>číslice, + nebo −</translation>
    </message>
    <message>
        <source>Skill: skill test</source>
        <translation>Dovednost: dovednostní test</translation>
    </message>
    <message>
        <source>Lists and fields</source>
        <translation>Seznamy a pole</translation>
    </message>
    <message>
        <source>Roster: open the character</source>
        <translation>Seznam postav: otevřít postavu</translation>
    </message>
    <message>
        <source>Enter, double click</source>
        <translation>Enter, dvojklik</translation>
    </message>
    <message>
        <source>Ledger: delete the selected row</source>
        <translation>Účetní kniha: smazat vybraný řádek</translation>
    </message>
    <message>
        <source>Players&apos; requests: accept the selected one</source>
        <translation>Požadavky hráčů: přijmout vybraný</translation>
    </message>
    <message>
        <source>Players&apos; requests: change and accept the selected one</source>
        <translation>Požadavky hráčů: upravit a přijmout vybraný</translation>
    </message>
    <message>
        <source>Players&apos; requests: turn down the selected one</source>
        <translation>Požadavky hráčů: odmítnout vybraný</translation>
    </message>
    <message>
        <source>Text field: undo the typing, then the campaign&apos;s last step</source>
        <translation>Textové pole: vrátit psaní, potom poslední krok kampaně</translation>
    </message>
    <message>
        <source>Right-click menus</source>
        <translation>Nabídky pravého tlačítka</translation>
    </message>
    <message>
        <source>Portrait: choose or remove it</source>
        <translation>Portrét: vybrat nebo odebrat</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Co dělá</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <source>Scars: mark the box</source>
        <translation>Jizvy: označit políčko</translation>
    </message>
    <message>
        <source>The GM&apos;s order: move the combatant</source>
        <translation>Pořadí Vypravěče: posunout bojovníka</translation>
    </message>
    <message>
        <source>Scar box: wound, burn or heal</source>
        <translation>Políčko jizvy: zranit, pálit nebo léčit</translation>
    </message>
</context>
<context>
    <name>ShotgunDialog</name>
    <message>
        <source>Shotgun</source>
        <translation>Brokovnice</translation>
    </message>
    <message>
        <source>— nobody named —</source>
        <translation>— nikdo neurčen —</translation>
    </message>
    <message>
        <source>0 (a slug)</source>
        <translation>0 (breneka)</translation>
    </message>
    <message>
        <source>it &amp;hit: split the power into groups</source>
        <translation>&amp;trefa: rozdělit Moc do skupin</translation>
    </message>
    <message>
        <source>sizes, e.g. 2 1</source>
        <translation>velikosti, např. 2 1</translation>
    </message>
    <message>
        <source>a d10 per group, e.g. 7 3; empty: rolled</source>
        <translation>k10 za každou skupinu, např. 7 3; prázdné: hodí se</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Útočník:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cíl:</translation>
    </message>
    <message>
        <source>&amp;Power:</source>
        <translation>&amp;Moc:</translation>
    </message>
    <message>
        <source>&amp;Lower the power by:</source>
        <translation>S&amp;nížit Moc o:</translation>
    </message>
    <message>
        <source>&amp;Groups:</source>
        <translation>&amp;Skupiny:</translation>
    </message>
    <message>
        <source>d&amp;10 per group:</source>
        <translation>k&amp;10 na skupinu:</translation>
    </message>
    <message>
        <source>S&amp;everity:</source>
        <translation>Zá&amp;važnost:</translation>
    </message>
    <message>
        <source>Shot: power {power}, {bonus} to the roll.</source>
        <translation>Broky: Moc {power}, {bonus} k hodu.</translation>
    </message>
    <message>
        <source>A slug: power {power}, no bonus.</source>
        <translation>Breneka: Moc {power}, bez bonusu.</translation>
    </message>
    <message>
        <source>sizes adding up to {power}</source>
        <translation>velikosti se součtem {power}</translation>
    </message>
</context>
<context>
    <name>ShowToPlayersDialog</name>
    <message>
        <source>Show to players</source>
        <translation>Ukázat hráčům</translation>
    </message>
    <message>
        <source>Text handout</source>
        <translation>Text pro hráče</translation>
    </message>
    <message>
        <source>Picture handout</source>
        <translation>Obrázek pro hráče</translation>
    </message>
    <message>
        <source>Card (a person, a contact, a favour)</source>
        <translation>Karta (osoba, kontakt, laskavost)</translation>
    </message>
    <message>
        <source>Text shown</source>
        <translation>Ukázaný text</translation>
    </message>
    <message>
        <source>The GM&apos;s notes (not shown)</source>
        <translation>Poznámky Vypravěče (hráči je neuvidí)</translation>
    </message>
    <message>
        <source>&amp;Add the selected part</source>
        <translation>Přid&amp;at vybranou část</translation>
    </message>
    <message>
        <source>Adds the text selected in the notes to what the players are shown</source>
        <translation>Přidá text vybraný v poznámkách k tomu, co hráči uvidí</translation>
    </message>
    <message>
        <source>Choose &amp;picture…</source>
        <translation>Vybrat &amp;obrázek…</translation>
    </message>
    <message>
        <source>&amp;No picture</source>
        <translation>&amp;Bez obrázku</translation>
    </message>
    <message>
        <source>&amp;Everyone</source>
        <translation>&amp;Všem</translation>
    </message>
    <message>
        <source>Only the &amp;chosen player characters:</source>
        <translation>Jen &amp;vybraným hráčským postavám:</translation>
    </message>
    <message>
        <source>The campaign has no player characters yet.</source>
        <translation>Kampaň zatím nemá žádné hráčské postavy.</translation>
    </message>
    <message>
        <source>Player characters</source>
        <translation>Hráčské postavy</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Druh:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>N&amp;otes (not shown):</source>
        <translation>Po&amp;známky (hráči je neuvidí):</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>Obrázek:</translation>
    </message>
    <message>
        <source>Show to:</source>
        <translation>Komu ukázat:</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Obrázek</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Ukázat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>&amp;Description shown:</source>
        <translation>Ukázaný &amp;popis:</translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation>Te&amp;xt:</translation>
    </message>
    <message>
        <source>Description shown</source>
        <translation>Ukázaný popis</translation>
    </message>
    <message>
        <source>Shown to everyone now</source>
        <translation>Teď se ukáže všem</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Bez obrázku</translation>
    </message>
    <message>
        <source>This file is not a picture Kronikář can show.</source>
        <translation>Tento soubor není obrázek, který Kronikář umí ukázat.</translation>
    </message>
    <message>
        <source>Picture to show</source>
        <translation>Obrázek pro hráče</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.gif *.webp);;All files (*)</source>
        <translation>Obrázky (*.png *.jpg *.jpeg *.gif *.webp);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>{path} is not a file (a device, a pipe or a folder).</source>
        <translation>{path} není soubor (je to zařízení, roura nebo složka).</translation>
    </message>
    <message>
        <source>{path} is larger than {size} MB: choose a smaller picture.</source>
        <translation>{path} je větší než {size} MB: vyberte menší obrázek.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} nelze přečíst: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a PNG, JPEG, GIF or WebP picture.</source>
        <translation>{path} není obrázek PNG, JPEG, GIF ani WebP.</translation>
    </message>
    <message>
        <source>Tick the player characters to show it to, or choose Everyone.</source>
        <translation>Zaškrtněte hráčské postavy, kterým to ukázat, nebo zvolte Všem.</translation>
    </message>
    <message>
        <source>Show “{title}” to the players</source>
        <translation>Ukázat hráčům „{title}“</translation>
    </message>
</context>
<context>
    <name>SinDialog</name>
    <message>
        <source>Commit a sin</source>
        <translation>Spáchat hřích</translation>
    </message>
    <message>
        <source>{grade}. {sin} — {points} points</source>
        <translation>{grade}. {sin} — {points} b.</translation>
    </message>
    <message>
        <source>{grade}. {sin} — free (above the soul)</source>
        <translation>{grade}. {sin} — zdarma (nad stupněm duše)</translation>
    </message>
    <message>
        <source>&amp;Hold the soul (lethal wounds X)</source>
        <translation>&amp;Udržet duši (smrtící zranění X)</translation>
    </message>
    <message>
        <source>&amp;Fall one grade (stun wounds /)</source>
        <translation>&amp;Klesnout o stupeň (omračující zranění /)</translation>
    </message>
    <message>
        <source>&amp;Sin:</source>
        <translation>&amp;Hřích:</translation>
    </message>
    <message>
        <source>Choice:</source>
        <translation>Volba:</translation>
    </message>
    <message>
        <source>Split:</source>
        <translation>Rozdělení:</translation>
    </message>
    <message>
        <source>A sin at or below the soul&apos;s grade costs a mental wound of soul grade − sin grade + 1 points, split among the mental scars: lethal to hold the soul, stun to let it fall one grade. Sins above the grade are free (Člověk, Duše).</source>
        <translation>Hřích na stupni duše nebo pod ním stojí mentální zranění o stupeň duše − stupeň hříchu + 1 bodech, rozdělené mezi mentální jizvy: smrtící, aby duše vydržela, omračující, když klesne o stupeň. Hříchy nad stupněm jsou zdarma (Člověk, Duše).</translation>
    </message>
    <message>
        <source>A sin above the soul&apos;s grade is free.</source>
        <translation>Hřích nad stupněm duše je zdarma.</translation>
    </message>
    <message>
        <source>{points} points of {severity} mental wound; the soul stays at {grade}.</source>
        <translation>Mentální zranění ({severity}): {points} b.; duše zůstává na stupni {grade}.</translation>
    </message>
    <message>
        <source>{points} points of {severity} mental wound; the soul falls to {grade}.</source>
        <translation>Mentální zranění ({severity}): {points} b.; duše klesá na stupeň {grade}.</translation>
    </message>
</context>
<context>
    <name>SkillChoice</name>
    <message>
        <source>a skill of the catalogue</source>
        <translation>dovednost z katalogu</translation>
    </message>
    <message>
        <source>none: the skill itself</source>
        <translation>žádná: samotná dovednost</translation>
    </message>
</context>
<context>
    <name>SkillForm</name>
    <message>
        <source>Standalone s&amp;kill</source>
        <translation>&amp;Samostatná dovednost</translation>
    </message>
    <message>
        <source>&amp;Grouped skill with specialisations</source>
        <translation>Sd&amp;ružená dovednost se specializacemi</translation>
    </message>
    <message>
        <source>S&amp;pecialisation of a grouped skill</source>
        <translation>S&amp;pecializace sdružené dovednosti</translation>
    </message>
    <message>
        <source>Vlastní</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <source>A section of the skill list, or a new one</source>
        <translation>Oddíl seznamu dovedností, nebo nový</translation>
    </message>
    <message>
        <source>separated by commas</source>
        <translation>oddělené čárkami</translation>
    </message>
    <message>
        <source>Sdružená dovednost: its rating also covers its specialisations, each of which may be raised above it</source>
        <translation>Sdružená dovednost: její hodnocení platí i pro její specializace, z nichž každou lze zvýšit nad ni</translation>
    </message>
    <message>
        <source>Section:</source>
        <translation>Oddíl:</translation>
    </message>
    <message>
        <source>Specialisations:</source>
        <translation>Specializace:</translation>
    </message>
    <message>
        <source>Of the skill:</source>
        <translation>Dovednost:</translation>
    </message>
</context>
<context>
    <name>SkillTestDialog</name>
    <message>
        <source>Skill test: {skill}</source>
        <translation>Dovednostní test: {skill}</translation>
    </message>
    <message>
        <source>The wound penalty in force (kondice); it applies to every skill test.</source>
        <translation>Platný postih za zranění (kondice); platí pro každý dovednostní test.</translation>
    </message>
    <message>
        <source>no description bonus</source>
        <translation>bez bonusu za popis</translation>
    </message>
    <message>
        <source>+1 a plausible description</source>
        <translation>+1 uvěřitelný popis</translation>
    </message>
    <message>
        <source>+2 an excellent idea</source>
        <translation>+2 výborný nápad</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Hodnocení:</translation>
    </message>
    <message>
        <source>&amp;Modifiers:</source>
        <translation>&amp;Modifikátory:</translation>
    </message>
    <message>
        <source>&amp;Wound penalty:</source>
        <translation>Postih za &amp;zranění:</translation>
    </message>
    <message>
        <source>&amp;Description (finta):</source>
        <translation>&amp;Popis (finta):</translation>
    </message>
    <message>
        <source>The character</source>
        <translation>Postava</translation>
    </message>
    <message>
        <source>a di&amp;fficulty</source>
        <translation>&amp;obtížnosti</translation>
    </message>
    <message>
        <source>an &amp;opposing skill</source>
        <translation>&amp;dovednosti protivníka</translation>
    </message>
    <message>
        <source>Against:</source>
        <translation>Proti:</translation>
    </message>
    <message>
        <source>Difficulty or &amp;skill:</source>
        <translation>Obtížnost nebo dovedno&amp;st:</translation>
    </message>
    <message>
        <source>Its mo&amp;difiers:</source>
        <translation>Její modi&amp;fikátory:</translation>
    </message>
    <message>
        <source>Opponent&apos;s wound penalty:</source>
        <translation>Postih protivníka za zranění:</translation>
    </message>
    <message>
        <source>The opposition</source>
        <translation>Protivník</translation>
    </message>
    <message>
        <source>Out of com&amp;bat</source>
        <translation>Mimo &amp;boj</translation>
    </message>
    <message>
        <source>In &amp;combat</source>
        <translation>&amp;V boji</translation>
    </message>
    <message>
        <source>Is this in combat? Automatic success (+2 over the opposition) never is.</source>
        <translation>Je to v boji? V boji automatický úspěch (+2 nad protivníkem) nikdy nenastává.</translation>
    </message>
    <message>
        <source>complications (by the margin)</source>
        <translation>komplikace (podle rozdílu)</translation>
    </message>
    <message>
        <source>injury instead of complications</source>
        <translation>zranění místo komplikací</translation>
    </message>
    <message>
        <source>A tie is a dra&amp;w (where that makes sense)</source>
        <translation>Shoda je &amp;remíza (kde to dává smysl)</translation>
    </message>
    <message>
        <source>On failure, &amp;threatens:</source>
        <translation>Při &amp;neúspěchu hrozí:</translation>
    </message>
    <message>
        <source>Hazard modifier:</source>
        <translation>Modifikátor zranění:</translation>
    </message>
    <message>
        <source>Armour:</source>
        <translation>Zbroj:</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Situace</translation>
    </message>
    <message>
        <source>&amp;Enter the dice rolled at the table</source>
        <translation>Z&amp;adat kostky hozené u stolu</translation>
    </message>
    <message>
        <source>The character&apos;s die</source>
        <translation>Kostka postavy</translation>
    </message>
    <message>
        <source>The opposition&apos;s die</source>
        <translation>Kostka protivníka</translation>
    </message>
    <message>
        <source>character:</source>
        <translation>postava:</translation>
    </message>
    <message>
        <source>opposition:</source>
        <translation>protivník:</translation>
    </message>
    <message>
        <source>&amp;Roll and resolve</source>
        <translation>Hodi&amp;t a vyhodnotit</translation>
    </message>
    <message>
        <source>Write to the &amp;log</source>
        <translation>&amp;Uložit do záznamu</translation>
    </message>
    <message>
        <source>Automatic success: the character is 2 or more above; nothing is rolled.</source>
        <translation>Automatický úspěch: postava je o 2 či více výš; nic se nehází.</translation>
    </message>
    <message>
        <source>&amp;Resolve (automatic success)</source>
        <translation>Vyhodno&amp;tit (automatický úspěch)</translation>
    </message>
    <message>
        <source>&amp;Resolve with these dice</source>
        <translation>Vyhodno&amp;tit s těmito kostkami</translation>
    </message>
</context>
<context>
    <name>SkillTreeModel</name>
    <message>
        <source>Grouped skills</source>
        <translation>Sdružené dovednosti</translation>
    </message>
    <message>
        <source>Free skills</source>
        <translation>Dovednosti zdarma</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Dovednost</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titul</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>{xp} XP</source>
        <translation>{xp} zk</translation>
    </message>
    <message>
        <source>counts as {rating}</source>
        <translation>počítá se jako {rating}</translation>
    </message>
    <message>
        <source>uses the group&apos;s rating</source>
        <translation>používá hodnocení sdružené dovednosti</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Find a skill or specialisation (accents optional)</source>
        <translation>Najít dovednost nebo specializaci (i bez diakritiky)</translation>
    </message>
    <message>
        <source>Only what the character has</source>
        <translation>Jen co postava má</translation>
    </message>
    <message>
        <source>Type 0–6 to set the rating of the selected skill, + or − to step it, F2 to edit, T for a skill test</source>
        <translation>Číslicí 0–6 nastavíte hodnocení vybrané dovednosti, + nebo − ho změní o stupeň, F2 úprava, T dovednostní test</translation>
    </message>
    <message>
        <source>Skill &amp;test: {skill}…</source>
        <translation>Dovednostní &amp;test: {skill}…</translation>
    </message>
    <message>
        <source>{skill}: {rating}</source>
        <translation>{skill}: {rating}</translation>
    </message>
    <message>
        <source>{skill}: {detail}</source>
        <translation>{skill}: {detail}</translation>
    </message>
</context>
<context>
    <name>SlowResolveDialog</name>
    <message>
        <source>Resolve slow influence</source>
        <translation>Vyhodnotit pomalé působení</translation>
    </message>
    <message>
        <source>Participant</source>
        <translation>Účastník</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Útočí na</translation>
    </message>
    <message>
        <source>Successes</source>
        <translation>Úspěchy</translation>
    </message>
    <message>
        <source>— only defends —</source>
        <translation>— jen se brání —</translation>
    </message>
    <message>
        <source>Whom {name} attacks</source>
        <translation>Na koho útočí {name}</translation>
    </message>
    <message>
        <source>Successes of {name}</source>
        <translation>Úspěchy: {name}</translation>
    </message>
    <message>
        <source>Each attack is also its attacker&apos;s defence: more successes affect the target, a tie affects nobody; one who only defends counts its successes against every attack on it. Each one affected is asked for its wound.</source>
        <translation>Každý útok je zároveň obranou útočníka: kdo má více úspěchů, zasáhne cíl, při shodě není zasažen nikdo; kdo se jen brání, počítá své úspěchy proti každému útoku na sebe. U každého zasaženého se pak zadá jeho zranění.</translation>
    </message>
</context>
<context>
    <name>Smoke</name>
    <message>
        <source>cannot be read: {what}</source>
        <translation>nelze načíst: {what}</translation>
    </message>
</context>
<context>
    <name>SocialAttackDialog</name>
    <message>
        <source>Social attack</source>
        <translation>Sociální útok</translation>
    </message>
    <message>
        <source>— nobody named —</source>
        <translation>— nikdo neurčen —</translation>
    </message>
    <message>
        <source>— not named —</source>
        <translation>— neurčena —</translation>
    </message>
    <message>
        <source>the influence&apos;s base power ({severity})</source>
        <translation>základní moc působení ({severity})</translation>
    </message>
    <message>
        <source>as a &amp;bonus action (its penalty)</source>
        <translation>jako &amp;bonusová akce (s jejím postihem)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Útočník:</translation>
    </message>
    <message>
        <source>S&amp;kill:</source>
        <translation>&amp;Dovednost:</translation>
    </message>
    <message>
        <source>&amp;Defender&apos;s skill:</source>
        <translation>Dovednost &amp;obránce:</translation>
    </message>
    <message>
        <source>&amp;Scar:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>S&amp;everity:</source>
        <translation>Zá&amp;važnost:</translation>
    </message>
    <message>
        <source>the attacker +{n} for the pairing</source>
        <translation>útočník +{n} za dvojici dovedností</translation>
    </message>
    <message>
        <source>the defender +{n} for the pairing</source>
        <translation>obránce +{n} za dvojici dovedností</translation>
    </message>
    <message>
        <source>no pairing bonus</source>
        <translation>bez bonusu za dvojici dovedností</translation>
    </message>
    <message>
        <source>{skill} attacks {scars}; {pairing}. Points 0: only the attack is logged.</source>
        <translation>{skill} útočí na jizvy: {scars}; {pairing}. Body 0: zapíše se jen útok.</translation>
    </message>
</context>
<context>
    <name>SpellForm</name>
    <message>
        <source>The skill rating a character needs to learn it</source>
        <translation>Hodnocení dovednosti, které postava potřebuje, aby se ho naučila</translation>
    </message>
    <message>
        <source>optional: what it does</source>
        <translation>nepovinné: co dělá</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Dovednost:</translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation>&amp;Specializace:</translation>
    </message>
    <message>
        <source>Needs &amp;rating:</source>
        <translation>Potřebné &amp;hodnocení:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Popis:</translation>
    </message>
</context>
<context>
    <name>SpellsPage</name>
    <message>
        <source>Known</source>
        <translation>Známé</translation>
    </message>
    <message>
        <source>Spell or ability</source>
        <translation>Kouzlo nebo schopnost</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Vyžaduje</translation>
    </message>
    <message>
        <source>Character has</source>
        <translation>Postava má</translation>
    </message>
    <message>
        <source>Find a spell</source>
        <translation>Najít kouzlo</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Kouzla</translation>
    </message>
    <message>
        <source>Each spell or ability costs 1 XP and needs the skill rating shown.</source>
        <translation>Každé kouzlo či schopnost stojí 1 zk a vyžaduje uvedené hodnocení dovednosti.</translation>
    </message>
    <message>
        <source>Entries marked (příklad) are examples, not the book&apos;s (its spell lists are not in the rules text); the GM adds the campaign&apos;s own in the campaign settings.</source>
        <translation>Položky označené (příklad) jsou příklady, ne z knihy (seznamy kouzel v textu pravidel nejsou); Vypravěč přidává vlastní v nastavení kampaně.</translation>
    </message>
    <message>
        <source>Learn {spell}</source>
        <translation>Naučit se: {spell}</translation>
    </message>
    <message>
        <source>Forget {spell}</source>
        <translation>Zapomenout: {spell}</translation>
    </message>
</context>
<context>
    <name>SpendDialog</name>
    <message>
        <source>Spend dice</source>
        <translation>Utratit kostky</translation>
    </message>
    <message>
        <source>set the bank to this number instead (the GM&apos;s call)</source>
        <translation>místo toho nastavit bank na tento počet (rozhodnutí Vypravěče)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kostky</translation>
    </message>
    <message>
        <source>&amp;Bank:</source>
        <translation>&amp;Bank:</translation>
    </message>
    <message>
        <source>Spend Výdrž or Vůle</source>
        <translation>Utratit Výdrž nebo Vůli</translation>
    </message>
    <message>
        <source>Výdrž for an exhausting feat, Vůle for a spell or a magic ability.</source>
        <translation>Výdrž na vyčerpávající výkon, Vůli na kouzlo nebo magickou schopnost.</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Body:</translation>
    </message>
    <message>
        <source>Výdrž</source>
        <translation>Výdrž</translation>
    </message>
    <message>
        <source>Vůle</source>
        <translation>Vůle</translation>
    </message>
    <message>
        <source>P&amp;ool:</source>
        <translation>&amp;Zásoba:</translation>
    </message>
</context>
<context>
    <name>StandingPage</name>
    <message>
        <source>Property, status and contacts</source>
        <translation>Majetek, Postavení a Známosti</translation>
    </message>
    <message>
        <source>Areas of influence, comma-separated (one per Známosti point)</source>
        <translation>Oblasti působení oddělené čárkami (jedna za každý bod Známostí)</translation>
    </message>
    <message>
        <source>Areas:</source>
        <translation>Oblasti:</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Vliv</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Oblast</translation>
    </message>
    <message>
        <source>Who they are</source>
        <translation>Kdo to je</translation>
    </message>
    <message>
        <source>How met, why they help</source>
        <translation>Jak se poznali, proč pomáhá</translation>
    </message>
    <message>
        <source>Where to reach them</source>
        <translation>Kde ho zastihnout</translation>
    </message>
    <message>
        <source>Looks and manner</source>
        <translation>Vzhled a vystupování</translation>
    </message>
    <message>
        <source>Gained in play</source>
        <translation>Získán ve hře</translation>
    </message>
    <message>
        <source>Kind (Sítě specialisation)</source>
        <translation>Druh (specializace Sítí)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Liaison (a contact)</source>
        <translation>Spojka (kontakt)</translation>
    </message>
    <message>
        <source>Dead drop</source>
        <translation>Mrtvá schránka</translation>
    </message>
    <message>
        <source>Cipher</source>
        <translation>Šifra</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakty</translation>
    </message>
    <message>
        <source>Networks (Sítě)</source>
        <translation>Sítě</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Přidat</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>{xp} XP</source>
        <translation>{xp} zk</translation>
    </message>
    <message>
        <source>{n} of {max} areas (one per Známosti point)</source>
        <translation>{n} z {max} oblastí (jedna za každý bod Známostí)</translation>
    </message>
    <message>
        <source>{stat}: {rating}</source>
        <translation>{stat}: {rating}</translation>
    </message>
    <message>
        <source>Areas of influence</source>
        <translation>Oblasti působení</translation>
    </message>
    <message>
        <source>Edit {what}</source>
        <translation>Upravit {what}</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>kontakt</translation>
    </message>
    <message>
        <source>network</source>
        <translation>síť</translation>
    </message>
    <message>
        <source>New contact</source>
        <translation>Nový kontakt</translation>
    </message>
    <message>
        <source>Add a contact</source>
        <translation>Přidat kontakt</translation>
    </message>
    <message>
        <source>Add a network</source>
        <translation>Přidat síť</translation>
    </message>
    <message>
        <source>Remove a contact</source>
        <translation>Odebrat kontakt</translation>
    </message>
    <message>
        <source>Remove a network</source>
        <translation>Odebrat síť</translation>
    </message>
</context>
<context>
    <name>StatePanel</name>
    <message>
        <source>Stamina</source>
        <translation>Stamina</translation>
    </message>
    <message>
        <source>Wound points</source>
        <translation>Body zdraví</translation>
    </message>
    <message>
        <source>No conditions</source>
        <translation>Žádné stavy</translation>
    </message>
    <message>
        <source>&amp;Mark</source>
        <translation>Oz&amp;načit</translation>
    </message>
    <message>
        <source>Mark or clear a condition by hand (the GM&apos;s call).</source>
        <translation>Ručně označit nebo zrušit stav (rozhodnutí Vypravěče).</translation>
    </message>
    <message>
        <source>No save is waiting.</source>
        <translation>Žádný záchranný hod nečeká.</translation>
    </message>
    <message>
        <source>Ho&amp;ur passes</source>
        <translation>Uplyne &amp;hodina</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>Zr&amp;anit…</translation>
    </message>
    <message>
        <source>Its turn begins: a stun runs its course, regeneration and fast healing act, a dying creature saves (DC 10, +1 per later round).</source>
        <translation>Začíná jeho tah: ochromení doběhne, působí regenerace a rychlé léčení, umírající tvor hází záchranu (TO 10, +1 za každé další kolo).</translation>
    </message>
    <message>
        <source>Its turn ends: a stun that covered it is over.</source>
        <translation>Končí jeho tah: skončí ochromení, které na něm trvalo.</translation>
    </message>
    <message>
        <source>A stable creature saves every hour (DC 10, +1 per later hour); one tended by Heal has a 10% chance an hour to wake.</source>
        <translation>Stabilizovaný tvor hází záchranu každou hodinu (TO 10, +1 za každou další hodinu); ošetřený Léčením má každou hodinu 10% šanci, že se probere.</translation>
    </message>
    <message>
        <source>Res&amp;olve save…</source>
        <translation>Vyhodnotit zá&amp;chranu…</translation>
    </message>
    <message>
        <source>Hea&amp;l…</source>
        <translation>&amp;Léčit…</translation>
    </message>
    <message>
        <source>Sta&amp;rt of turn</source>
        <translation>&amp;Začátek tahu</translation>
    </message>
    <message>
        <source>E&amp;nd of turn</source>
        <translation>&amp;Konec tahu</translation>
    </message>
    <message>
        <source>Heal check…</source>
        <translation>Ověření Léčení…</translation>
    </message>
    <message>
        <source>Someone tends the dying creature: Heal DC 15 stabilises it (a standard action).</source>
        <translation>Někdo ošetřuje umírajícího tvora: Léčení TO 15 jej stabilizuje (standardní akce).</translation>
    </message>
    <message>
        <source>Help recover</source>
        <translation>Pomoc se vzpamatovat</translation>
    </message>
    <message>
        <source>Another character spends a standard action: the stun ends (Hit to the body).</source>
        <translation>Jiná postava použije standardní akci: ochromení skončí (Zásah do těla).</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Stavy</translation>
    </message>
    <message>
        <source>Pending Fortitude saves</source>
        <translation>Čekající záchranné hody na Výdrž</translation>
    </message>
    <message>
        <source>What the rules did, newest last. Undo takes a line back with its edit.</source>
        <translation>Co provedla pravidla, nejnovější na konci. Zpět vrátí řádek i s jeho úpravou.</translation>
    </message>
    <message>
        <source>Current state</source>
        <translation>Současný stav</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Záznam událostí</translation>
    </message>
    <message>
        <source>Starts: {starts}
Ends: {ends}</source>
        <translation>Začíná: {starts}
Končí: {ends}</translation>
    </message>
    <message>
        <source>DC {dc} — {what}</source>
        <translation>TO {dc} — {what}</translation>
    </message>
</context>
<context>
    <name>StoryClock</name>
    <message>
        <source>Story &amp;time…</source>
        <translation>&amp;Čas příběhu…</translation>
    </message>
    <message>
        <source>Advance the story by a &amp;day</source>
        <translation>Posunout příběh o &amp;den</translation>
    </message>
    <message>
        <source>Ca&amp;lendar…</source>
        <translation>&amp;Kalendář…</translation>
    </message>
    <message>
        <source>Story time: {date}. Click to advance it or set it (Ctrl+Alt+T).</source>
        <translation>Čas příběhu: {date}. Klepnutím ho posunete nebo nastavíte (Ctrl+Alt+T).</translation>
    </message>
    <message>
        <source>Story time: {date}</source>
        <translation>Čas příběhu: {date}</translation>
    </message>
    <message>
        <source>Story time +{duration}</source>
        <translation>Čas příběhu +{duration}</translation>
    </message>
    <message>
        <source>Set the story&apos;s date to {date}</source>
        <translation>Nastavit datum příběhu na {date}</translation>
    </message>
    <message>
        <source>Change the calendar</source>
        <translation>Změnit kalendář</translation>
    </message>
</context>
<context>
    <name>StoryTime</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hodina</numerusform>
            <numerusform>%n hodiny</numerusform>
            <numerusform>%n hodin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n den</numerusform>
            <numerusform>%n dny</numerusform>
            <numerusform>%n dní</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n týden</numerusform>
            <numerusform>%n týdny</numerusform>
            <numerusform>%n týdnů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoryTimeDialog</name>
    <message>
        <source>Story time</source>
        <translation>Čas příběhu</translation>
    </message>
    <message>
        <source>Now: {date}</source>
        <translation>Nyní: {date}</translation>
    </message>
    <message>
        <source>&amp;Advance by</source>
        <translation>&amp;Posunout o</translation>
    </message>
    <message>
        <source>&amp;Set to</source>
        <translation>&amp;Nastavit na</translation>
    </message>
    <message>
        <source>How much time passes</source>
        <translation>Kolik času uplyne</translation>
    </message>
    <message>
        <source>Unit of time</source>
        <translation>Jednotka času</translation>
    </message>
    <message>
        <source>The story&apos;s new date and time</source>
        <translation>Nové datum a čas příběhu</translation>
    </message>
    <message>
        <source>A date as it is shown, or day. month. year hours:minutes, e.g. 3. 4. 1250 18:30</source>
        <translation>Datum, jak je zobrazeno, nebo den. měsíc. rok hodiny:minuty, např. 3. 4. 1250 18:30</translation>
    </message>
    <message>
        <source>&amp;Calendar…</source>
        <translation>&amp;Kalendář…</translation>
    </message>
    <message>
        <source>“{text}” is not a date of this calendar.</source>
        <translation>„{text}“ není datum tohoto kalendáře.</translation>
    </message>
    <message>
        <source>New date: {date}</source>
        <translation>Nové datum: {date}</translation>
    </message>
</context>
<context>
    <name>SystemSettingsDialog</name>
    <message>
        <source>Campaign rules settings</source>
        <translation>Nastavení pravidel kampaně</translation>
    </message>
    <message>
        <source>The rules text does not give these values: Kronikář ships a default (marked “default”) or a ruling where the text is silent. Change them to how your table plays.</source>
        <translation>Text pravidel tyto hodnoty neuvádí: Kronikář dodává výchozí hodnotu (označenou „výchozí“) nebo výklad tam, kde text mlčí. Nastavte je podle toho, jak hraje váš stůl.</translation>
    </message>
    <message>
        <source>The rules settings cannot be read</source>
        <translation>Nastavení pravidel nelze přečíst</translation>
    </message>
</context>
<context>
    <name>TargetTable</name>
    <message>
        <source>Targets</source>
        <translation>Cíle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>0–9 from a physical die; empty: Kronikář rolls</source>
        <translation>0–9 ze skutečné kostky; prázdné: hodí Kronikář</translation>
    </message>
</context>
<context>
    <name>TargetsDialog</name>
    <message>
        <source>Amount</source>
        <translation>Množství</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Campaign templates</source>
        <translation>Šablony kampaně</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Šablony</translation>
    </message>
    <message>
        <source>F2 renames the template, Del deletes it</source>
        <translation>F2 šablonu přejmenuje, Del ji smaže</translation>
    </message>
    <message>
        <source>No templates yet. Select characters in the roster and choose Edit → Save as template; a fight then adds “5× Stráž” from a template.</source>
        <translation>Zatím žádné šablony. Vyberte postavy v seznamu a zvolte Úpravy → Uložit jako šablonu; boj pak ze šablony přidá „5× Stráž“.</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>Pře&amp;jmenovat</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportovat…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importovat…</translation>
    </message>
    <message>
        <source>Rename the template “{name}”</source>
        <translation>Přejmenovat šablonu „{name}“</translation>
    </message>
    <message>
        <source>Not renamed</source>
        <translation>Nepřejmenováno</translation>
    </message>
    <message>
        <source>Delete the template “{name}”</source>
        <translation>Smazat šablonu „{name}“</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n template(s)</source>
        <translation>
            <numerusform>Smazat %n šablonu</numerusform>
            <numerusform>Smazat %n šablony</numerusform>
            <numerusform>Smazat %n šablon</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the templates</source>
        <translation>Exportovat šablony</translation>
    </message>
    <message>
        <source>templates.json</source>
        <translation>sablony.json</translation>
    </message>
    <message>
        <source>Kronikář templates (*.json);;All files (*)</source>
        <translation>Šablony Kronikáře (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>The templates were not exported</source>
        <translation>Šablony nebyly exportovány</translation>
    </message>
    <message>
        <source>Import templates</source>
        <translation>Importovat šablony</translation>
    </message>
    <message>
        <source>The templates were not imported</source>
        <translation>Šablony nebyly importovány</translation>
    </message>
    <message numerus="yes">
        <source>Import %n template(s)</source>
        <translation>
            <numerusform>Importovat %n šablonu</numerusform>
            <numerusform>Importovat %n šablony</numerusform>
            <numerusform>Importovat %n šablon</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimeMessages</name>
    <message numerus="yes">
        <source>{what}: done for %n character(s). Ctrl+Z takes it back.</source>
        <translation>
            <numerusform>{what}: hotovo pro %n postavu. Ctrl+Z to vrátí.</numerusform>
            <numerusform>{what}: hotovo pro %n postavy. Ctrl+Z to vrátí.</numerusform>
            <numerusform>{what}: hotovo pro %n postav. Ctrl+Z to vrátí.</numerusform>
        </translation>
    </message>
    <message>
        <source>What healed:</source>
        <translation>Co se vyléčilo:</translation>
    </message>
    <message>
        <source>nothing healed</source>
        <translation>nic se nevyléčilo</translation>
    </message>
</context>
<context>
    <name>TimePasses</name>
    <message>
        <source>The story&apos;s &amp;time moves on by</source>
        <translation>Čas &amp;příběhu se posune o</translation>
    </message>
    <message>
        <source>How much story time passes</source>
        <translation>Kolik času příběhu uplyne</translation>
    </message>
    <message>
        <source>Unit of story time</source>
        <translation>Jednotka času příběhu</translation>
    </message>
</context>
<context>
    <name>TimelineActions</name>
    <message>
        <source>Ti&amp;meline</source>
        <translation>Časová &amp;osa</translation>
    </message>
    <message>
        <source>Add a &amp;note to the timeline…</source>
        <translation>Přid&amp;at poznámku na časovou osu…</translation>
    </message>
</context>
<context>
    <name>TimelineDialog</name>
    <message>
        <source>Timeline</source>
        <translation>Časová osa</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Postava</translation>
    </message>
    <message>
        <source>Kind of entry</source>
        <translation>Druh položky</translation>
    </message>
    <message>
        <source>Every kind</source>
        <translation>Všechny druhy</translation>
    </message>
    <message>
        <source>Search the timeline…</source>
        <translation>Hledat na časové ose…</translation>
    </message>
    <message>
        <source>Search the timeline</source>
        <translation>Hledat na časové ose</translation>
    </message>
    <message>
        <source>Add a &amp;note…</source>
        <translation>Přidat po&amp;známku…</translation>
    </message>
    <message>
        <source>&amp;Character:</source>
        <translation>&amp;Postava:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Druh:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Boje</translation>
    </message>
    <message>
        <source>Time boundaries</source>
        <translation>Hranice času</translation>
    </message>
    <message>
        <source>Favours</source>
        <translation>Laskavosti</translation>
    </message>
    <message>
        <source>Network operations</source>
        <translation>Operace sítí</translation>
    </message>
    <message>
        <source>Reveals</source>
        <translation>Odhalení</translation>
    </message>
    <message>
        <source>Dated notes</source>
        <translation>Datované poznámky</translation>
    </message>
    <message>
        <source>Other entries</source>
        <translation>Další záznamy</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všichni</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n událost</numerusform>
            <numerusform>%n události</numerusform>
            <numerusform>%n událostí</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineModel</name>
    <message>
        <source>Before the story&apos;s calendar (by real time)</source>
        <translation>Před kalendářem příběhu (podle skutečného času)</translation>
    </message>
</context>
<context>
    <name>TimelineNoteDialog</name>
    <message>
        <source>Add a note to the timeline</source>
        <translation>Přidat poznámku na časovou osu</translation>
    </message>
    <message>
        <source>Date of the story</source>
        <translation>Datum v příběhu</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Poznámka:</translation>
    </message>
    <message>
        <source>Note on the timeline: {date}</source>
        <translation>Poznámka na časové ose: {date}</translation>
    </message>
    <message>
        <source>“{text}” is not a date of this calendar.</source>
        <translation>„{text}“ není datum tohoto kalendáře.</translation>
    </message>
    <message>
        <source>A note holds at most {n} characters.</source>
        <translation>Poznámka může mít nejvýše {n} znaků.</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>The fight changed meanwhile</source>
        <translation>Boj se mezitím změnil</translation>
    </message>
    <message>
        <source>Not allowed by the rules</source>
        <translation>Pravidla to nedovolují</translation>
    </message>
    <message>
        <source>{name}: {names}</source>
        <translation>{name}: {names}</translation>
    </message>
</context>
<context>
    <name>TrainingPage</name>
    <message>
        <source>After creation the character improves by XP earned in play: 1 XP for every 4 hours of play, 1–10 XP for a group goal. Spend them by raising ratings on the other pages: the same costs apply, under the training limits for the character&apos;s total XP.</source>
        <translation>Po tvorbě se postava zlepšuje za zk získané ve hře: 1 zk za každé 4 hodiny hraní, 1–10 zk za skupinový cíl. Utrácejí se zvyšováním hodnocení na ostatních stránkách: platí stejné ceny, v mezích limitů tréninku pro celkové zk postavy.</translation>
    </message>
    <message>
        <source>Play session</source>
        <translation>Herní sezení</translation>
    </message>
    <message>
        <source>Group goal</source>
        <translation>Skupinový cíl</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Jiné</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Hours of play</source>
        <translation>Hodiny hraní</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>zk</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trénink</translation>
    </message>
    <message>
        <source>Add a &amp;play session</source>
        <translation>Přidat &amp;herní sezení</translation>
    </message>
    <message>
        <source>Add a group &amp;goal</source>
        <translation>Přidat &amp;skupinový cíl</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>Earned {xp} XP ({hours} hours of play).</source>
        <translation>Získáno {xp} zk ({hours} h hraní).</translation>
    </message>
    <message>
        <source>Training limits for {total} XP: two highest stats ≤ {top}, all others ≤ {others}.</source>
        <translation>Limity tréninku pro {total} zk: dvě nejvyšší statistiky ≤ {top}, všechny ostatní ≤ {others}.</translation>
    </message>
    <message>
        <source>Add earned XP</source>
        <translation>Přidat získané zk</translation>
    </message>
    <message>
        <source>Edit earned XP</source>
        <translation>Upravit získané zk</translation>
    </message>
    <message>
        <source>Remove earned XP</source>
        <translation>Odebrat získané zk</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>Tabulka limitů tréninku: after creation a character trains under the row of their total XP (from that many XP upward). The rules text lost its numbers; values marked (default) are Kronikář&apos;s. The initiation limit (stupeň zasvěcení) is shown to the GM, not enforced.</source>
        <translation>Tabulka limitů tréninku: po tvorbě postava trénuje podle řádku svých celkových zk (od uvedeného počtu zk výše). Text pravidel svá čísla ztratil; hodnoty označené (výchozí) jsou Kronikářovy. Limit stupně zasvěcení se Vypravěči jen zobrazuje, nevynucuje se.</translation>
    </message>
    <message>
        <source>Training limits</source>
        <translation>Limity tréninku</translation>
    </message>
    <message>
        <source>From total XP</source>
        <translation>Od celkových zk</translation>
    </message>
    <message>
        <source>Two highest stats ≤</source>
        <translation>Dvě nejvyšší statistiky ≤</translation>
    </message>
    <message>
        <source>All other stats ≤</source>
        <translation>Ostatní statistiky ≤</translation>
    </message>
    <message>
        <source>Initiation ≤</source>
        <translation>Zasvěcení ≤</translation>
    </message>
    <message>
        <source>&amp;Add a row</source>
        <translation>&amp;Přidat řádek</translation>
    </message>
    <message>
        <source>A new row after the last one; edit its numbers</source>
        <translation>Nový řádek za posledním; upravte jeho čísla</translation>
    </message>
    <message>
        <source>The whole table back to Kronikář&apos;s defaults</source>
        <translation>Celou tabulku zpět na výchozí hodnoty Kronikáře</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source> XP</source>
        <translation> zk</translation>
    </message>
    <message>
        <source>Limit stupně zasvěcení; “—” when the table sets none</source>
        <translation>Limit stupně zasvěcení; „—“, pokud jej tabulka neurčuje</translation>
    </message>
    <message>
        <source>Row {row}: {column}</source>
        <translation>Řádek {row}: {column}</translation>
    </message>
    <message>
        <source>Remove row {row}</source>
        <translation>Odebrat řádek {row}</translation>
    </message>
    <message>
        <source>Remove the row from {xp} XP</source>
        <translation>Odebrat řádek od {xp} zk</translation>
    </message>
</context>
<context>
    <name>Unreadable</name>
    <message>
        <source>This sheet cannot be read: {problem}</source>
        <translation>Tento deník postavy nelze načíst: {problem}</translation>
    </message>
    <message>
        <source>The tags cannot be read: {problem}</source>
        <translation>Štítky nelze načíst: {problem}</translation>
    </message>
    <message>
        <source>The roster line cannot be read: {problem}</source>
        <translation>Řádek v seznamu postav nelze načíst: {problem}</translation>
    </message>
    <message>
        <source>The campaign&apos;s settings cannot be read: {problem}. Until they are restored, the rules use their defaults.</source>
        <translation>Nastavení kampaně nelze načíst: {problem}. Dokud nebude obnoveno, pravidla se řídí výchozími hodnotami.</translation>
    </message>
    <message>
        <source>This fight cannot be opened, its state cannot be read: {problem}</source>
        <translation>Tento boj nelze otevřít, jeho stav nelze načíst: {problem}</translation>
    </message>
    <message>
        <source>The campaign&apos;s name is damaged in the file ({problem}); the unreadable characters show as �. Rename the campaign to put it right.</source>
        <translation>Název kampaně je v souboru poškozený ({problem}); nečitelné znaky se ukazují jako �. Kampaň přejmenujte, tím se to napraví.</translation>
    </message>
    <message>
        <source>The campaign&apos;s description is damaged in the file ({problem}); the unreadable characters show as �. Write it anew to put it right.</source>
        <translation>Popis kampaně je v souboru poškozený ({problem}); nečitelné znaky se ukazují jako �. Napište ho znovu, tím se to napraví.</translation>
    </message>
    <message>
        <source>This name is damaged in the file ({problem}); the unreadable characters show as �. Rename the character to put it right.</source>
        <translation>Toto jméno je v souboru poškozené ({problem}); nečitelné znaky se ukazují jako �. Postavu přejmenujte, tím se to napraví.</translation>
    </message>
    <message>
        <source>The player&apos;s name is damaged in the file ({problem}); the unreadable characters show as �. Write it anew to put it right.</source>
        <translation>Jméno hráče je v souboru poškozené ({problem}); nečitelné znaky se ukazují jako �. Napište ho znovu, tím se to napraví.</translation>
    </message>
    <message>
        <source>The notes are damaged in the file ({problem}); the unreadable characters show as �. Edit them to put them right.</source>
        <translation>Poznámky jsou v souboru poškozené ({problem}); nečitelné znaky se ukazují jako �. Upravte je, tím se to napraví.</translation>
    </message>
</context>
<context>
    <name>UnreadableBar</name>
    <message>
        <source>No backup has a readable version</source>
        <translation>Žádná záloha nemá čitelnou verzi</translation>
    </message>
    <message>
        <source>Work out the roster line again</source>
        <translation>Spočítat řádek v seznamu znovu</translation>
    </message>
    <message>
        <source>Restore from the backup of {date}</source>
        <translation>Obnovit ze zálohy z {date}</translation>
    </message>
    <message>
        <source>Restore the sheet from the backup of {date}</source>
        <translation>Obnovit deník ze zálohy z {date}</translation>
    </message>
    <message>
        <source>Restore the tags from the backup of {date}</source>
        <translation>Obnovit štítky ze zálohy z {date}</translation>
    </message>
    <message>
        <source>Restore the campaign&apos;s settings from the backup of {date}</source>
        <translation>Obnovit nastavení kampaně ze zálohy z {date}</translation>
    </message>
    <message>
        <source>Restore the fight from the backup of {date}</source>
        <translation>Obnovit boj ze zálohy z {date}</translation>
    </message>
</context>
<context>
    <name>ViolationModel</name>
    <message>
        <source>Waived: {text}
Reason: {reason}</source>
        <translation>Výjimka: {text}
Důvod: {reason}</translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message>
        <source>What breaks the rules</source>
        <translation>Co porušuje pravidla</translation>
    </message>
    <message>
        <source>&amp;Waive…</source>
        <translation>&amp;Udělit výjimku…</translation>
    </message>
    <message>
        <source>The GM allows an exception to this rule; a reason is kept</source>
        <translation>Vypravěč povolí výjimku z tohoto pravidla; důvod se uchová</translation>
    </message>
    <message>
        <source>Withdraw wai&amp;ver</source>
        <translation>Od&amp;volat výjimku</translation>
    </message>
    <message>
        <source>✔ No rule is broken</source>
        <translation>✔ Žádné pravidlo není porušeno</translation>
    </message>
    <message numerus="yes">
        <source>Broken rules: %n open</source>
        <translation>
            <numerusform>Porušená pravidla: %n nevyřešené</numerusform>
            <numerusform>Porušená pravidla: %n nevyřešená</numerusform>
            <numerusform>Porušená pravidla: %n nevyřešených</numerusform>
        </translation>
    </message>
    <message>
        <source>, {n} waived</source>
        <translation>, s výjimkou: {n}</translation>
    </message>
</context>
<context>
    <name>WeaponForm</name>
    <message>
        <source>Added to the attack number: ÚČ = skill + weapon attack</source>
        <translation>Přičítá se k útočnému číslu: ÚČ = dovednost + útok zbraně</translation>
    </message>
    <message>
        <source>Added to the defence number: OČ = skill + weapon defence + shield defence</source>
        <translation>Přičítá se k obrannému číslu: OČ = dovednost + obrana zbraně + obrana štítu</translation>
    </message>
    <message>
        <source>A hit deals Přesah + weapon damage − armour</source>
        <translation>Zásah způsobí Přesah + zranění zbraně − zbroj</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Dovednost:</translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation>&amp;Specializace:</translation>
    </message>
    <message>
        <source>Attac&amp;k:</source>
        <translation>Ú&amp;tok:</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>&amp;Obrana:</translation>
    </message>
    <message>
        <source>Da&amp;mage:</source>
        <translation>&amp;Zranění:</translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>&amp;Cena:</translation>
    </message>
</context>
<context>
    <name>WebShare</name>
    <message>
        <source>New address of the player view</source>
        <translation>Nová adresa pohledu hráčů</translation>
    </message>
    <message>
        <source>New address of {name}&apos;s page</source>
        <translation>Nová adresa stránky postavy {name}</translation>
    </message>
    <message>
        <source>Revoke the address of {name}&apos;s page</source>
        <translation>Zrušit adresu stránky postavy {name}</translation>
    </message>
    <message>
        <source>This address no longer works.</source>
        <translation>Tato adresa už nefunguje.</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Campaigns, characters and fights. Rule systems: {systems}.</source>
        <translation>Kampaně, postavy a boje. Systémy pravidel: {systems}.</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>Nová kampaň…</translation>
    </message>
    <message>
        <source>Open campaign…</source>
        <translation>Otevřít kampaň…</translation>
    </message>
    <message>
        <source>Try a demo campaign:</source>
        <translation>Vyzkoušet ukázkovou kampaň:</translation>
    </message>
    <message>
        <source>Opens a new demo campaign with characters and a prepared fight.</source>
        <translation>Otevře novou ukázkovou kampaň s postavami a připraveným soubojem.</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>Nedávné kampaně</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Verze {version}</translation>
    </message>
    <message>
        <source>{path} (not found)</source>
        <translation>{path} (nenalezeno)</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Nová kampaň…</translation>
    </message>
    <message>
        <source>&amp;Open campaign…</source>
        <translation>&amp;Otevřít kampaň…</translation>
    </message>
    <message>
        <source>Open a &amp;demo campaign</source>
        <translation>Otevřít u&amp;kázkovou kampaň</translation>
    </message>
    <message>
        <source>Save a &amp;copy as…</source>
        <translation>Uložit ko&amp;pii jako…</translation>
    </message>
    <message>
        <source>Open a &amp;shared campaign…</source>
        <translation>Otevřít &amp;sdílenou kampaň…</translation>
    </message>
    <message>
        <source>&amp;Publish to a server…</source>
        <translation>Pub&amp;likovat na server…</translation>
    </message>
    <message>
        <source>&amp;Close campaign</source>
        <translation>&amp;Zavřít kampaň</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zn&amp;ovu</translation>
    </message>
    <message>
        <source>&amp;New fight…</source>
        <translation>&amp;Nový boj…</translation>
    </message>
    <message>
        <source>New &amp;fight with the selected characters…</source>
        <translation>Nový boj s vybranými postava&amp;mi…</translation>
    </message>
    <message>
        <source>&amp;Player view</source>
        <translation>&amp;Pohled pro hráče</translation>
    </message>
    <message>
        <source>Player view on &amp;another screen…</source>
        <translation>Pohled pro hráče na &amp;jiné obrazovce…</translation>
    </message>
    <message>
        <source>&amp;Blank the player view</source>
        <translation>&amp;Zatemnit pohled pro hráče</translation>
    </message>
    <message>
        <source>Player view &amp;image between fights…</source>
        <translation>&amp;Obrázek pro hráče mezi boji…</translation>
    </message>
    <message>
        <source>What the player &amp;view shows…</source>
        <translation>Co ukazuje pohled pro &amp;hráče…</translation>
    </message>
    <message>
        <source>&amp;Share the player view on the network…</source>
        <translation>&amp;Sdílet pohled hráčů v síti…</translation>
    </message>
    <message>
        <source>Players&apos; &amp;devices…</source>
        <translation>&amp;Zařízení hráčů…</translation>
    </message>
    <message>
        <source>Campaign &amp;properties…</source>
        <translation>&amp;Vlastnosti kampaně…</translation>
    </message>
    <message>
        <source>&amp;Rules settings…</source>
        <translation>Nastavení &amp;pravidel…</translation>
    </message>
    <message>
        <source>Sessions and &amp;journal…</source>
        <translation>Sezení a &amp;deník…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Klávesové zkratky…</translation>
    </message>
    <message>
        <source>&amp;About Kronikář</source>
        <translation>O &amp;aplikaci Kronikář</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampaň</translation>
    </message>
    <message>
        <source>Co&amp;mbat</source>
        <translation>&amp;Boj</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Vzhled</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>&amp;Podle systému</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Světlý</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Tmavý</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Vysoký kontrast</translation>
    </message>
    <message>
        <source>Save a &amp;local copy…</source>
        <translation>Uložit &amp;místní kopii…</translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation>Žádné nedávné kampaně</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vymazat seznam</translation>
    </message>
    <message>
        <source>Edit campaign properties</source>
        <translation>Upravit vlastnosti kampaně</translation>
    </message>
    <message>
        <source>About Kronikář</source>
        <translation>O aplikaci Kronikář</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kronikář {version}&lt;/h3&gt;&lt;p&gt;A campaign manager for game masters of Czech tabletop role-playing games: {systems}.&lt;/p&gt;&lt;p&gt;Every change is saved at once; the last five copies of each campaign are kept in the backups folder.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kronikář {version}&lt;/h3&gt;&lt;p&gt;Správce kampaní pro Vypravěče českých stolních her na hrdiny: {systems}.&lt;/p&gt;&lt;p&gt;Každá změna se hned ukládá; posledních pět kopií každé kampaně se uchovává ve složce záloh.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>WoundDialog</name>
    <message>
        <source>Burn from {scar}</source>
        <translation>Pálení z jizvy {scar}</translation>
    </message>
    <message>
        <source>Wound: {scar}</source>
        <translation>Zranění: {scar}</translation>
    </message>
    <message>
        <source>{scar} now: {marks}</source>
        <translation>{scar} nyní: {marks}</translation>
    </message>
    <message>
        <source>Burning (pálení) is refused as a whole if any point would upgrade a wound already in the scar, and counts toward the round&apos;s limit.</source>
        <translation>Pálení se odmítne celé, pokud by některý bod povýšil zranění, které už v jizvě je; započítává se do limitu kola.</translation>
    </message>
    <message>
        <source>Each point is written from the most to the least severe; in a full scar a more severe point pushes the last wound out, otherwise it upgrades the lightest wound (Člověk, Jizvy).</source>
        <translation>Body se zapisují od nejzávažnějšího po nejlehčí; v plné jizvě závažnější bod vytlačí poslední zranění, jinak povýší nejlehčí zranění (Člověk, Jizvy).</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>Závažnost:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Body:</translation>
    </message>
    <message>
        <source>&amp;Burn</source>
        <translation>&amp;Pálit</translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation>&amp;Zranit</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Zranění</translation>
    </message>
    <message>
        <source>straight to a scar</source>
        <translation>přímo do jizvy</translation>
    </message>
    <message>
        <source>aimed, melee</source>
        <translation>mířený, na blízko</translation>
    </message>
    <message>
        <source>aimed, ranged</source>
        <translation>mířený, na dálku</translation>
    </message>
    <message>
        <source>hit location (d10)</source>
        <translation>místo zásahu (k10)</translation>
    </message>
    <message>
        <source>— nobody named —</source>
        <translation>— nikdo neurčen —</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>d10 (empty: roll)</source>
        <translation>k10 (prázdné: hodit)</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;Způsob:</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Útočník:</translation>
    </message>
    <message>
        <source>&amp;Scar:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>S&amp;everity:</source>
        <translation>Zá&amp;važnost:</translation>
    </message>
    <message>
        <source>Aimed at {scar}: {penalty} to the roll.</source>
        <translation>Mířený útok ({scar}): {penalty} k hodu.</translation>
    </message>
    <message>
        <source>Points 0: only the penalty goes to the log.</source>
        <translation>Body 0: do záznamu se zapíše jen postih.</translation>
    </message>
    <message>
        <source>d10: {table}. Empty: Kronikář rolls; 0 points: asked after.</source>
        <translation>k10: {table}. Prázdné: hodí Kronikář; 0 bodů: zeptá se potom.</translation>
    </message>
    <message>
        <source>The wound goes through the scar&apos;s boxes (pushed out, upgraded, critical).</source>
        <translation>Zranění projde políčky jizvy (vytlačení, povýšení, kritický postih).</translation>
    </message>
</context>
<context>
    <name>WoundsTab</name>
    <message>
        <source>S&amp;car:</source>
        <translation>&amp;Jizva:</translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation>&amp;Zranit</translation>
    </message>
    <message>
        <source>Write the wound into the scar</source>
        <translation>Zapsat zranění do jizvy</translation>
    </message>
    <message>
        <source>B&amp;urn</source>
        <translation>&amp;Pálit</translation>
    </message>
    <message>
        <source>Burn (pálení): wound yourself on purpose for an advantage, only from burnable scars and at most the type&apos;s skill attribute in points a round.</source>
        <translation>Pálení: úmyslné zranění sebe sama pro výhodu, jen z jizev, které lze pálit, a za kolo nejvýše tolik bodů, kolik činí dovednostní atribut typu.</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>Nové &amp;kolo</translation>
    </message>
    <message>
        <source>A new conflict round: the count of burned points starts again.</source>
        <translation>Nové kolo střetu: počet spálených bodů se počítá znovu.</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> b.</translation>
    </message>
    <message>
        <source>Points of wound</source>
        <translation>Body zranění</translation>
    </message>
    <message>
        <source>Severity: / stun, X lethal, Ж devastating</source>
        <translation>Závažnost: / omračující, X smrtící, Ж zničující</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>(no text yet: write it in Campaign → Rules settings)</source>
        <translation>(zatím bez textu: doplňte jej v nabídce Kampaň → Nastavení pravidel)</translation>
    </message>
    <message>
        <source>Penalties in force</source>
        <translation>Platné postihy</translation>
    </message>
    <message>
        <source>Burned this round: {parts}</source>
        <translation>Spáleno v tomto kole: {parts}</translation>
    </message>
    <message>
        <source>No long-term or critical penalty now.</source>
        <translation>Teď žádný dlouhodobý ani kritický postih.</translation>
    </message>
    <message>
        <source>long-term, lethal</source>
        <translation>dlouhodobý, smrtící</translation>
    </message>
    <message>
        <source>long-term, devastating</source>
        <translation>dlouhodobý, zničující</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritický</translation>
    </message>
</context>
<context>
    <name>WriteMessages</name>
    <message>
        <source>Undo or redo was not done</source>
        <translation>Zpět ani Znovu se neprovedlo</translation>
    </message>
    <message>
        <source>The change was not saved</source>
        <translation>Změna nebyla uložena</translation>
    </message>
    <message>
        <source>Nothing was lost: the file and the history are as they were.</source>
        <translation>Nic se neztratilo: soubor i historie jsou, jak byly.</translation>
    </message>
    <message>
        <source>Nothing else changed: the campaign is as it was before this change.</source>
        <translation>Nic jiného se nezměnilo: kampaň je taková, jaká byla před touto změnou.</translation>
    </message>
    <message>
        <source>“{what}” was not written: the disk that holds {path} is full. Free at least {size} on it (empty the trash, move or delete large files), then do it again.</source>
        <translation>„{what}“ se nezapsalo: disk, na kterém je {path}, je plný. Uvolněte na něm aspoň {size} (vysypte koš, přesuňte nebo smažte velké soubory) a proveďte to znovu.</translation>
    </message>
    <message>
        <source>“{what}” was not written: another program holds the campaign file {path} (a backup or synchronisation program, or a second Kronikář). Close that program, then do it again.</source>
        <translation>„{what}“ se nezapsalo: soubor kampaně {path} drží jiný program (zálohovací či synchronizační program nebo druhý Kronikář). Zavřete ho a proveďte to znovu.</translation>
    </message>
    <message>
        <source>“{what}” was not written: the disk or its file system failed while writing {path} ({detail}). Check that the disk is still connected, then do it again.</source>
        <translation>„{what}“ se nezapsalo: při zápisu {path} selhal disk nebo jeho souborový systém ({detail}). Zkontrolujte, že je disk stále připojený, a proveďte to znovu.</translation>
    </message>
    <message>
        <source>The connection to the server was lost</source>
        <translation>Spojení se serverem se přerušilo</translation>
    </message>
    <message>
        <source>The connection to the server {path} was lost while “{what}” was being written ({detail}). It was saved whole or not at all: Kronikář tries the server again every second, editing waits until it answers, and then Kronikář says which.</source>
        <translation>Spojení se serverem {path} se přerušilo při zápisu „{what}“ ({detail}). Uložilo se buď celé, nebo vůbec: Kronikář zkouší server znovu každou sekundu, úpravy počkají, až odpoví, a pak Kronikář řekne, jak to dopadlo.</translation>
    </message>
    <message>
        <source>The campaign file went away</source>
        <translation>Soubor kampaně zmizel</translation>
    </message>
    <message>
        <source>“{what}” was not written: {name} is no longer in the roster (deleted). Undo the delete (Edit → Undo) to bring them back, or leave them out of it.</source>
        <translation>„{what}“ se nezapsalo: postava {name} už v seznamu postav není (byla smazána). Smazání vraťte (Úpravy → Zpět), nebo tuto postavu vynechte.</translation>
    </message>
    <message>
        <source>the character</source>
        <translation>postava</translation>
    </message>
    <message>
        <source>“{what}” cannot be redone: {name} was changed since by something outside this history, and redoing it would overwrite that.</source>
        <translation>„{what}“ nelze provést znovu: záznam „{name}“ se mezitím změnil mimo tuto historii a opakování by tu změnu přepsalo.</translation>
    </message>
    <message>
        <source>the record</source>
        <translation>záznam</translation>
    </message>
    <message>
        <source>Nothing was lost: the campaign and the history are as they were.</source>
        <translation>Nic se neztratilo: kampaň i historie jsou, jak byly.</translation>
    </message>
    <message>
        <source>“{what}” was not saved: {name} is no longer in the ledger (deleted meanwhile, perhaps by another GM), and it would point at no one. Choose someone else, or undo the delete (Edit → Undo) to bring them back.</source>
        <translation>„{what}“ se neuložilo: {name} už v účetní knize není (mezitím smazáno, možná jiným vypravěčem) a záznam by odkazoval na nikoho. Vyberte někoho jiného, nebo smazání vraťte (Úpravy → Zpět).</translation>
    </message>
    <message>
        <source>the person</source>
        <translation>ta osoba</translation>
    </message>
    <message>
        <source>“{what}” was not saved: {who} changed the same lines of {field} of {name} meanwhile. Their text is kept; what you wrote is still there: add it to theirs and save again.</source>
        <translation>„{what}“ se neuložilo: {who} mezitím změnil(a) stejné řádky v poli {field} u „{name}“. Jejich text zůstává; co jste napsali, je stále na místě: doplňte to do jejich textu a uložte znovu.</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>někdo jiný</translation>
    </message>
    <message>
        <source>“{what}” was not saved: the same thing in {name} was changed meanwhile, and saving it would overwrite that. The campaign shows that change; do it again if it is still needed.</source>
        <translation>„{what}“ se neuložilo: totéž v záznamu „{name}“ se mezitím změnilo a uložení by tu změnu přepsalo. Kampaň ukazuje tu změnu; pokud je vaše úprava stále potřeba, udělejte ji znovu.</translation>
    </message>
    <message>
        <source>“{what}” cannot be undone: {name} was changed since by something outside this history, and undoing it would overwrite that.</source>
        <translation>„{what}“ nelze vrátit: záznam „{name}“ se mezitím změnil mimo tuto historii a vrácení by tu změnu přepsalo.</translation>
    </message>
    <message>
        <source>“{what}” could not be written to {path}: {detail}</source>
        <translation>„{what}“ se nepodařilo zapsat do {path}: {detail}</translation>
    </message>
    <message>
        <source>“{what}” cannot be undone or redone: the campaign file keeps this step of the history larger than {size} when unpacked, more than Kronikář reads for one step.</source>
        <translation>„{what}“ nelze vrátit ani zopakovat: soubor kampaně má tento krok historie po rozbalení větší než {size}, víc, než Kronikář u jednoho kroku čte.</translation>
    </message>
    <message>
        <source>“{what}” cannot be undone or redone: the campaign file keeps this step of the history damaged, or written by a newer version of Kronikář.</source>
        <translation>„{what}“ nelze vrátit ani zopakovat: soubor kampaně má tento krok historie poškozený, nebo zapsaný novější verzí Kronikáře.</translation>
    </message>
    <message>
        <source>It left the history with every older step. The campaign is as it was: nothing was changed.</source>
        <translation>Z historie zmizel spolu se všemi staršími kroky. Kampaň je taková, jaká byla: nic se nezměnilo.</translation>
    </message>
    <message>
        <source>It left the history with every newer step. The campaign is as it was: nothing was changed.</source>
        <translation>Z historie zmizel spolu se všemi novějšími kroky. Kampaň je taková, jaká byla: nic se nezměnilo.</translation>
    </message>
    <message>
        <source>“{what}” cannot be redone: {who} changed {name} since, and redoing it would overwrite that.</source>
        <translation>„{what}“ nelze zopakovat: {who} mezitím změnil(a) záznam „{name}“ a zopakování by tu změnu přepsalo.</translation>
    </message>
    <message>
        <source>“{what}” cannot be undone: {who} changed {name} since, and undoing it would overwrite that.</source>
        <translation>„{what}“ nelze vrátit: {who} mezitím změnil(a) záznam „{name}“ a vrácení by tu změnu přepsalo.</translation>
    </message>
    <message>
        <source>“{what}” was not saved: {who} changed {field} of {name} meanwhile, and saving it would overwrite that. What you typed is still there: save it again if it should replace theirs.</source>
        <translation>„{what}“ se neuložilo: {who} mezitím změnil(a) {field} u „{name}“ a uložení by tu změnu přepsalo. Co jste napsali, zůstalo na místě: uložte to znovu, má-li to jejich změnu nahradit.</translation>
    </message>
    <message>
        <source>“{what}” was not saved: {who} changed the same thing in {name} meanwhile, and saving it would overwrite that. The campaign shows their change; do it again if it is still needed.</source>
        <translation>„{what}“ se neuložilo: {who} mezitím změnil(a) totéž v záznamu „{name}“ a uložení by tu změnu přepsalo. Kampaň ukazuje jejich změnu; pokud je vaše úprava stále potřeba, udělejte ji znovu.</translation>
    </message>
    <message>
        <source>“{label}”</source>
        <translation>„{label}“</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>jméno</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>hráče</translation>
    </message>
    <message>
        <source>the tags</source>
        <translation>štítky</translation>
    </message>
    <message>
        <source>the notes</source>
        <translation>poznámky</translation>
    </message>
    <message>
        <source>the kind</source>
        <translation>druh</translation>
    </message>
    <message>
        <source>the grammatical gender</source>
        <translation>mluvnický rod</translation>
    </message>
    <message>
        <source>the portrait</source>
        <translation>portrét</translation>
    </message>
    <message>
        <source>the description</source>
        <translation>popis</translation>
    </message>
    <message>
        <source>The connection to the server {path} is lost. Kronikář tries it again every second; editing waits until it is back.</source>
        <translation>Spojení se serverem {path} je přerušené. Kronikář ho zkouší znovu každou sekundu; úpravy počkají, až se obnoví.</translation>
    </message>
    <message>
        <source>The connection to the server is back.</source>
        <translation>Spojení se serverem je zpět.</translation>
    </message>
    <message>
        <source>The connection to the server is back: “{what}” was saved.</source>
        <translation>Spojení se serverem je zpět: „{what}“ se uložilo.</translation>
    </message>
    <message>
        <source>The connection to the server is back: “{what}” was not saved. Do it again if it is still needed.</source>
        <translation>Spojení se serverem je zpět: „{what}“ se neuložilo. Pokud je to ještě potřeba, udělejte to znovu.</translation>
    </message>
    <message>
        <source>{label} (this label is damaged in the file)</source>
        <translation>{label} (tento popis je v souboru poškozený)</translation>
    </message>
    <message>
        <source>Every change is saved, but it could not be moved from {path}-wal into the campaign file ({detail}): the campaign is in the two files together. Keep both; Kronikář joins them when it opens the campaign again.</source>
        <translation>Všechny změny jsou uložené, ale nepodařilo se je přesunout z {path}-wal do souboru kampaně ({detail}): kampaň je v obou souborech dohromady. Ponechte oba; Kronikář je spojí, až kampaň příště otevře.</translation>
    </message>
    <message>
        <source>Every change is saved, but the disk is full: the campaign is in {path} and {path}-wal together. Keep both; free at least {size} and Kronikář joins them.</source>
        <translation>Každá změna je uložena, ale disk je plný: kampaň je v souborech {path} a {path}-wal dohromady. Ponechte oba; uvolněte aspoň {size} a Kronikář je spojí.</translation>
    </message>
    <message>
        <source>Everything up to now is in the rescue copy {rescue}; open it to go on.</source>
        <translation>Vše až do této chvíle je v záchranné kopii {rescue}; otevřete ji a pokračujte v ní.</translation>
    </message>
    <message>
        <source>Kronikář could not write a rescue copy: use File → Save a copy as… now to keep the campaign.</source>
        <translation>Kronikář nedokázal zapsat záchrannou kopii: kampaň si hned uložte přes Soubor → Uložit kopii jako…</translation>
    </message>
    <message>
        <source>The campaign file {path} was deleted, moved or replaced by another program while it was open. Kronikář changes nothing more in it, so nothing is written where it would be lost.</source>
        <translation>Soubor kampaně {path} byl během otevření smazán, přesunut nebo nahrazen jiným programem. Kronikář už do něj nic nemění, aby se nic nezapsalo tam, kde by se ztratilo.</translation>
    </message>
    <message>
        <source>“{what}” was not written.</source>
        <translation>„{what}“ se nezapsalo.</translation>
    </message>
</context>
<context>
    <name>_Counted</name>
    <message numerus="yes">
        <source>(%n opponent(s) without a challenge rating left out)</source>
        <translation>
            <numerusform>(%n protivník bez nebezpečnosti vynechán)</numerusform>
            <numerusform>(%n protivníci bez nebezpečnosti vynecháni)</numerusform>
            <numerusform>(%n protivníků bez nebezpečnosti vynecháno)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reinforcements: %n combatant(s)</source>
        <translation>
            <numerusform>Posily: %n účastník</numerusform>
            <numerusform>Posily: %n účastníci</numerusform>
            <numerusform>Posily: %n účastníků</numerusform>
        </translation>
    </message>
</context>
</TS>
