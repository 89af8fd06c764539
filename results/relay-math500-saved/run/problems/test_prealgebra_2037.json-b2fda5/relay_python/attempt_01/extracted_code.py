def calculate_gasoline_saved(current_miles, current_gallons_per_mile, new_gallons_per_mile):
    # Calculate the total miles driven with both vehicles
    total_current_miles = current_miles + 12000
    
    # Calculate the total miles driven with the hybrid car
    total_new_miles = total_current_miles / (new_gallons_per_mile - current_gallons_per_mile)
    
    # Calculate the gasoline saved
    gasoline_saved = total_current_miles * current_gallons_per_mile - total_new_miles * new_gallons_per_mile
    
    return gasoline_saved

# Given values
current_miles = 12000
current_gallons_per_mile = 15
new_gallons_per_mile = 48

result = calculate_gasoline_saved(current_miles, current_gallons_per_mile, new_gallons_per_mile)
confidence = 95  # Assuming the result is accurate based on the given data

print(f"RESULT: {result:.2f} gallons of gasoline would have been saved last year.")
print(f"CONFIDENCE: {confidence}")
