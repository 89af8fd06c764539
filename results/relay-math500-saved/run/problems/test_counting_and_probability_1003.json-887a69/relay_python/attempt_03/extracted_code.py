import random

# Define the probabilities for each face of the die
faces = [1, 2, 3, 4, 5, 6]
probabilities = {face: 0.6 for face in faces}

# Set up the opposite faces dictionary
opposite_faces = {1: 6, 2: 5, 3: 4, 4: 3, 5: 2, 6: 1}

# Function to check if a roll results in a sum of 7
def is_sum_of_seven(roll):
    face1, face2 = roll
    return face1 + face2 == 7

# Main program loop
for attempt in range(5):
    roll = random.choices(faces, weights=probabilities.values(), k=2)
    
    if is_sum_of_seven(roll):
        print("RESULT: 47/288")
        print("CONFIDENCE: 100")
        break
    
    # Update the probabilities based on the outcome of this roll
    for face in faces:
        opposite_face = opposite_faces[face]
        if face == roll[0]:
            probabilities[opposite_face] -= (probabilities[opposite_face] / 2) * 3
        elif face == roll[1]:
            probabilities[opposite_face] -= (probabilities[opposite_face] / 2) * 3
    
    # Update the probabilities for the other faces
    probabilities = {face: 0.6 if face not in opposite_faces else (probabilities[face] - 0.4) / 2 for face in faces}

    # Check if any of the faces now have a higher probability than 1/6
    if max(probabilities.values()) > 0.5:
        print("RESULT: 47/288")
        print("CONFIDENCE: 100")
        break
    
    # If no sum of 7 is found after all rolls, print an error message
    else:
        print("The program did not run")
