"""Un élève du TP (exercice 1) : l'interface du morpion, start, accessibles, estjoueur et h.

Une position est un couple (grille, joueur) : la grille est lue ligne par ligne, « X » pour J1,
« O » pour J2, une espace pour une case vide. L'heuristique est celle du cours :
(3 X2 + X1) - (3 O2 + O1), et +inf ou -inf quand un joueur a aligné trois pions."""

import math

LIGNES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def start():
    return (" " * 9, 1)


def gagnant(grille):
    """Le pion qui a aligné trois cases, ou None."""
    for a, b, c in LIGNES:
        if grille[a] != " " and grille[a] == grille[b] == grille[c]:
            return grille[a]
    return None


def accessibles(p):
    grille, joueur = p
    if gagnant(grille):
        return []
    pion = "X" if joueur == 1 else "O"
    return [(grille[:i] + pion + grille[i + 1:], 3 - joueur) for i in range(9) if grille[i] == " "]


def estjoueur(p):
    return p[1] == 1


def h(p):
    grille = p[0]
    g = gagnant(grille)
    if g is not None:
        return math.inf if g == "X" else -math.inf
    valeur = 0
    for ligne in LIGNES:
        pions = [grille[i] for i in ligne]
        x, o = pions.count("X"), pions.count("O")
        if x and not o:
            valeur += 3 ** (x - 1)  # 1 pour X1, 3 pour X2
        elif o and not x:
            valeur -= 3 ** (o - 1)
    return valeur
