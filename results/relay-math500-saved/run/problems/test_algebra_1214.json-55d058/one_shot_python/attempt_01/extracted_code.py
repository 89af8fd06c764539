k = 6 / 6
print("RESULT:", k)
print("CONFIDENCE:", 100)
