"""Un élève du TP (exercice 1) qui oublie les parties gagnées dans son heuristique : h compte les
lignes, (3 X2 + X1) - (3 O2 + O1), même quand un joueur a déjà aligné trois pions, alors que le
cours donne +inf ou -inf à ces positions."""

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
    valeur = 0
    for ligne in LIGNES:
        pions = [grille[i] for i in ligne]
        x, o = pions.count("X"), pions.count("O")
        if x and not o:
            valeur += 3 ** (x - 1)  # 1 pour X1, 3 pour X2
        elif o and not x:
            valeur -= 3 ** (o - 1)
    return valeur
