from math import sqrt

# Coordinates of the starting point
start_x, start_y = 0, 0

# Bill's movements
moves = [
    {"direction": "south", "distance": 1/2},
    {"direction": "east", "distance": 3/4},
    {"direction": "south", "distance": 1/2}
]

# Calculate final coordinates after all moves
for move in moves:
    if move["direction"] == "south":
        start_y -= move["distance"]
    elif move["direction"] == "east":
        start_x += move["distance"]

# Calculate the distance from the starting point to the final position
final_distance = sqrt(start_x**2 + start_y**2)

print(f"RESULT: {final_distance:.2f}")
print(f"CONFIDENCE: 100")
