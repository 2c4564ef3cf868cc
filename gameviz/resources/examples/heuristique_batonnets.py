def h(position):  # the course's heuristic of figure 7: position = (sticks, player to move)
    sticks, player = position
    if sticks == 1:  # whoever must take the last stick loses
        return float("inf") if player == 2 else float("-inf")
    return 0
