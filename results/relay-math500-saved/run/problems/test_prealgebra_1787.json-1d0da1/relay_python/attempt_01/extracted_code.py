def main():
    from decimal import Decimal, getcontext

    # Set a higher precision to handle large numbers
    getcontext().prec = 1000

    # Calculate the expression
    result = Decimal(4 + Fraction(5, 8)).pow(55) * Decimal(8 / 37).pow(55)

    # Print the result and confidence level
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: 100")

if __name__ == "__main__":
    main()
