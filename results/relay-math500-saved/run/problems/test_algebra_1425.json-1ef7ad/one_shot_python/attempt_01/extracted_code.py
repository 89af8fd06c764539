def main():
    x_values = range(-10, 11)
    valid_x_values = [x for x in x_values if x != 3 and x != -3]
    result = len(valid_x_values)
    confidence = 100
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")

if __name__ == "__main__":
    main()
