base6 = format(999, '06b')
print("RESULT:", base6)
print("CONFIDENCE:", 100)  # Assuming the base conversion is correct and no errors occur
