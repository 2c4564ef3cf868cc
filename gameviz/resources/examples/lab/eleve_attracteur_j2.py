"""Une erreur classique : un sommet de J2 entre dans l'attracteur dès qu'UN de ses coups y mène,
alors qu'il faut que TOUS y mènent (le compteur de degré sortant est oublié)."""


def transpose(G):
    tG = {s: [] for s in G}
    for s in G:
        for x in G[s]:
            tG[x].append(s)
    return tG


def attracteur(G, S1, V1):
    tG = transpose(G)
    A = {}

    def parcours(s):
        if s not in A:
            A[s] = True
            for v in tG[s]:
                parcours(v)  # J1 ou J2 : un coup vers A suffit... à tort pour J2

    for s in V1:
        parcours(s)
    return A
