def calculate_gasoline_saved(fuel_efficient_mpg, miles_driven):
    gallons_used = miles_driven / fuel_efficient_mpg
    return gallons_used

# Given values
suv_mpg = 15
hybrid_mpg = 48
miles_driven = 12000

gasoline_saved = calculate_gasoline_saved(hybrid_mpg, miles_driven)
confidence_level = int(100 * (1 - gasoline_saved / 12))  # Assuming average fuel efficiency of SUV is 15 mpg for simplicity

print(f"RESULT: {gasoline_saved}")
print(f"CONFIDENCE: {confidence_level}")
