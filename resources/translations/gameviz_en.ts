<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ComparisonDialog</name>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_dialogs.py" line="261"/>
        <source>{0}: {1:,} leaves evaluated</source>
        <translation>
            <numerusform>{0}: {1:,} leaf evaluated</numerusform>
            <numerusform>{0}: {1:,} leaves evaluated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RandomTreeDialog</name>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_dialogs.py" line="208"/>
        <source>{0:,} leaves</source>
        <translation>
            <numerusform>{0:,} leaf</numerusform>
            <numerusform>{0:,} leaves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SteppedTree</name>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="189"/>
        <source>{0:,} nodes entered</source>
        <extracomment>the student fills the tree in: the panel&apos;s answers are drawn instead of the search</extracomment>
        <translation>
            <numerusform>{0:,} node entered</numerusform>
            <numerusform>{0:,} nodes entered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="190"/>
        <source>{0:,} leaves evaluated</source>
        <translation>
            <numerusform>{0:,} leaf evaluated</numerusform>
            <numerusform>{0:,} leaves evaluated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="191"/>
        <source>{0:,} cutoffs</source>
        <translation>
            <numerusform>{0:,} cutoff</numerusform>
            <numerusform>{0:,} cutoffs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_stepping.py" line="193"/>
        <source>{0:,} memo hits</source>
        <translation>
            <numerusform>{0:,} memo hit</numerusform>
            <numerusform>{0:,} memo hits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TreeTab</name>
    <message numerus="yes">
        <location filename="../../gameviz/ui/tree_tab.py" line="457"/>
        <source>{0:,} nodes drawn</source>
        <translation>
            <numerusform>{0:,} node drawn</numerusform>
            <numerusform>{0:,} nodes drawn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowStatus</name>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="170"/>
        <source>{0:,} leaves</source>
        <translation>
            <numerusform>{0:,} leaf</numerusform>
            <numerusform>{0:,} leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="172"/>
        <source>{0:,} nodes</source>
        <translation>
            <numerusform>{0:,} node</numerusform>
            <numerusform>{0:,} nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="173"/>
        <source>{0:,} nodes drawn</source>
        <translation>
            <numerusform>{0:,} node drawn</numerusform>
            <numerusform>{0:,} nodes drawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="174"/>
        <source>{0:,} folded</source>
        <translation>
            <numerusform>{0:,} folded</numerusform>
            <numerusform>{0:,} folded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="178"/>
        <source>{0:,} vertices</source>
        <translation>
            <numerusform>{0:,} vertex</numerusform>
            <numerusform>{0:,} vertices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="179"/>
        <source>{0:,} moves</source>
        <translation>
            <numerusform>{0:,} move</numerusform>
            <numerusform>{0:,} moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gameviz/ui/window_status.py" line="183"/>
        <source>{0:,} not explored</source>
        <translation>
            <numerusform>{0:,} not explored</numerusform>
            <numerusform>{0:,} not explored</numerusform>
        </translation>
    </message>
</context>
</TS>
