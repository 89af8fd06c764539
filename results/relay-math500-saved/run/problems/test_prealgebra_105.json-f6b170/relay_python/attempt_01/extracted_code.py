def calculate_direction(start, rotation):
    # Normalize the starting direction to 0 degrees for easier calculation
    normalized_start = start % 360
    
    # Calculate the new direction after rotation
    new_direction = (normalized_start + rotation) % 360
    
    if new_direction < 90:
        return "east"
    elif new_direction < 180:
        return "south"
    elif new_direction < 270:
        return "west"
    else:
        return "north"

# Initial direction is north
start_direction = 0

# Rotation amount in degrees
rotation_amount = 2250

# Calculate the final direction after rotation
final_direction = calculate_direction(start_direction, rotation_amount)

# Print the result
print(f"RESULT: {final_direction}")
print(f"CONFIDENCE: 100")
