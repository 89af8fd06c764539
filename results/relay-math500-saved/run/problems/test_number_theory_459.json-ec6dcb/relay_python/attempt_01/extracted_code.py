def map_distance(miles_on_map, real_life_miles, inches_on_real):
    return (miles_on_map * inches_on_real) / real_life_miles

# Given values
miles_on_map = 3
real_life_miles = 10
inches_on_real = 53.25

# Calculate the map distance
map_distance_inches = map_distance(miles_on_map, real_life_miles, inches_on_real)

# Print the result and confidence
print(f"RESULT: {map_distance_inches}")
print(f"CONFIDENCE: 100")
