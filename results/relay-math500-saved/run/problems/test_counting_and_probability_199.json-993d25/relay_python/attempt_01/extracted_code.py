def shortest_distance():
    distances = {
        'AB': (6, 4),
        'AC': (6, 5),
        'AD': (3, 5),
        'BC': (6, 4),
        'BD': (5, 4),
        'CD': (4, 4)
    }

    shortest = float('inf')
    for key in distances:
        distance = distances[key]
        if distance[0] < shortest:
            shortest = distance[0]

    return shortest

RESULT: 3
CONFIDENCE: 100
