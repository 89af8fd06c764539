def convert_inches_to_feet(inches):
    feet = inches / 12
    return feet

result = convert_inches_to_feet(3)
confidence = 100  # Assuming the conversion is correct and no errors were observed
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
