print("RESULT: (1+2j)*6-3j")
result = (1+2j)*6-3j
confidence = 100  # Final result, no further observations needed
