def largest_base_2_int():
    # The largest eight-digit base 2 integer is 2^7 - 1, which equals 127 in decimal.
    return 127

# Run the program and capture the output
result = None
confidence = 0
for attempt in range(5):
    try:
        result = largest_base_2_int()
        confidence = 100  # Highest confidence as this is an exact answer
        break
    except Exception as e:
        print(f"Attempt {attempt+1}: Error: {e}")
        continue

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
